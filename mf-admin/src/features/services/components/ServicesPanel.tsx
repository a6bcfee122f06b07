import { useId } from 'react';
import { useCallQuery } from '@clinic/shared/data';
import { Spinner } from '@clinic/shared/ui';
import { cardStyles, LoadFailed } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { ServiceRow } from './ServiceRow';
import styles from './Services.module.css';

/**
 * The clinic's services (decision 57): how long each one takes and what it costs. The titles are the
 * catalog's; a consultation, the default visit, is 30 minutes at the doctor's own fee and is not listed.
 */
export function ServicesPanel() {
  const t = useT();
  const headingId = useId();
  const { data: services, loading, reload } = useCallQuery('clinicServices', undefined, { select: (a) => a.services });
  return (
    <section className={cardStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardStyles.panelHead}>
        {t('ServicesPanel.title')}
      </h2>
      <div className={styles.body}>
        <p className={styles.lead}>{t('ServicesPanel.lead')}</p>
        {!services && loading && <Spinner label={t('ServicesPanel.loading')} />}
        {!services && !loading && <LoadFailed what={t('common.what.services')} onRetry={reload} />}
        {services && (
          <ul className={styles.list} aria-label={t('ServicesPanel.listLabel')}>
            {services.map((service) => (
              // Keyed by what is saved: after a save the row starts again from what the api holds.
              <ServiceRow key={`${service.id} ${service.durationMinutes} ${service.fee}`} service={service} onSaved={reload} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

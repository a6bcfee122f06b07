import type { ReactNode } from 'react';
import { useCallQuery } from '@clinic/shared/data';
import { Page, Spinner } from '@clinic/shared/ui';
import { LoadFailed } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { ClinicHoursForm } from './ClinicHoursForm';
import { ClosuresPanel } from './ClosuresPanel';
import styles from './ScheduleForms.module.css';

/**
 * `/schedule` (decision 44): the clinic's weekly hours, its booking policy and its closures. What is saved
 * here is what the patients' slot picker, the contact page and the footer show. `extra`: the page's other
 * panels, below the closures.
 */
export function ClinicSchedule({ extra }: { extra?: ReactNode }) {
  const t = useT();
  const { data: hours, loading, reload } = useCallQuery('adminClinicHours', undefined, { select: (a) => a.hours });
  return (
    <Page title={t('Schedule.title')}>
      <div className={styles.stack}>
        <p className={styles.lead}>{t('Schedule.lead')}</p>
        {!hours && loading && <Spinner label={t('Schedule.loadingHours')} />}
        {!hours && !loading && <LoadFailed what="opening hours" onRetry={reload} />}
        {/* Keyed by the saved hours: after a save, the form starts again from what the api holds. */}
        {hours && <ClinicHoursForm key={JSON.stringify(hours)} hours={hours} onSaved={reload} />}
        <ClosuresPanel />
        {extra}
      </div>
    </Page>
  );
}

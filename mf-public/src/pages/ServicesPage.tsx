import { PageHeader } from '../ui/PageHeader';
import { ButtonLink } from '../ui/ButtonLink';
import { AudiogramIllustration } from '../illustrations/AudiogramIllustration';
import { SERVICES } from '../features/services/services-data';
import { ServiceGrid } from '../features/services/components/ServiceGrid';
import { ServiceDoctors } from '../features/services/components/ServiceDoctors';
import { useT } from '../i18n';
import styles from './ServicesPage.module.css';

export default function ServicesPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={t('ServicesPage.eyebrow')}
        title={t('ServicesPage.title')}
        lead={t('ServicesPage.lead')}
        art={<AudiogramIllustration />}
      />
      <div className={styles.content}>
        <ServiceGrid
          services={SERVICES}
          label={t('ServicesPage.label')}
          heading="h2"
          footer={(service) => <ServiceDoctors service={service} />}
        />
        <aside className={styles.help} aria-labelledby="services-help">
          <h2 id="services-help">{t('ServicesPage.help.title')}</h2>
          <p>{t('ServicesPage.help.text')}</p>
          <div className={styles.actions}>
            <ButtonLink to="/doctors">{t('common.bookAnAppointment')}</ButtonLink>
            <ButtonLink to="/contact" variant="outline">
              {t('ServicesPage.help.ask')}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}

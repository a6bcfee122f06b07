import { PageHeader } from '../ui/PageHeader';
import { ContactForm } from '../features/contact/components/ContactForm';
import { ContactDetails } from '../features/contact/components/ContactDetails';
import { OpeningHours } from '../features/contact/components/OpeningHours';
import { ClinicMap } from '../features/contact/components/ClinicMap';
import { useT } from '../i18n';
import styles from './ContactPage.module.css';

export default function ContactPage() {
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={t('ContactPage.eyebrow')} title={t('ContactPage.title')} lead={t('ContactPage.lead')} />
      <div className={styles.content}>
        <ContactForm />
        <div className={styles.side}>
          <ContactDetails />
          <OpeningHours />
        </div>
        <section aria-labelledby="find-us" className={styles.mapSection}>
          <h2 id="find-us" className={styles.mapTitle}>
            {t('ContactPage.findUs')}
          </h2>
          <ClinicMap />
        </section>
      </div>
    </>
  );
}

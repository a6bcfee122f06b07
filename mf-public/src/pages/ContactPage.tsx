import { PageHeader } from '../ui/PageHeader';
import { ContactForm } from '../features/contact/components/ContactForm';
import { ContactDetails } from '../features/contact/components/ContactDetails';
import { OpeningHours } from '../features/contact/components/OpeningHours';
import { ClinicMap } from '../features/contact/components/ClinicMap';
import styles from './ContactPage.module.css';

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="We are here to help"
        title="Contact Us"
        lead="Write, chat or call — whatever is easiest for you. If you hear poorly on the phone, chat and e-mail reach the same friendly team."
      />
      <div className={styles.content}>
        <ContactForm />
        <div className={styles.side}>
          <ContactDetails />
          <OpeningHours />
        </div>
        <section aria-labelledby="find-us" className={styles.mapSection}>
          <h2 id="find-us" className={styles.mapTitle}>
            Find us
          </h2>
          <ClinicMap />
        </section>
      </div>
    </>
  );
}

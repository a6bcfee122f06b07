import { PageHeader } from '../ui/PageHeader';
import { ButtonLink } from '../ui/ButtonLink';
import { AudiogramIllustration } from '../illustrations/AudiogramIllustration';
import { SERVICES } from '../features/services/services-data';
import { ServiceGrid } from '../features/services/components/ServiceGrid';
import { ServiceDoctors } from '../features/services/components/ServiceDoctors';
import styles from './ServicesPage.module.css';

export default function ServicesPage() {
  return (
    <>
      <PageHeader
        eyebrow="What we do"
        title="Our Services"
        lead="Fifteen ways we care for hearing, balance and speech, from a baby’s first hearing screen to a grandparent’s new hearing aids."
        art={<AudiogramIllustration />}
      />
      <div className={styles.content}>
        <ServiceGrid services={SERVICES} label="All services" footer={(service) => <ServiceDoctors service={service} />} />
        <aside className={styles.help} aria-labelledby="services-help">
          <h2 id="services-help">Not sure which service you need?</h2>
          <p>Start with a hearing test. Our audiologist will talk you through the results and the options that fit your life.</p>
          <div className={styles.actions}>
            <ButtonLink to="/doctors">Book an Appointment</ButtonLink>
            <ButtonLink to="/contact" variant="outline">
              Ask us a question
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}

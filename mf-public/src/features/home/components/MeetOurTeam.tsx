import { ButtonLink } from '../../../ui/ButtonLink';
import { FeaturedDoctor } from './FeaturedDoctor';
import styles from './MeetOurTeam.module.css';

/** The featured doctor beside a short welcome and the main Book an Appointment button. */
export function MeetOurTeam() {
  return (
    <section className={styles.section} aria-labelledby="meet-team">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Meet our team</p>
          <h2 id="meet-team" className={styles.title}>
            Specialists who take the time to listen
          </h2>
          <p>
            Audiologists, speech-language therapists and an ENT surgeon under one roof. See who is free this week and book a time that suits
            you in under a minute.
          </p>
          <ButtonLink to="/doctors" className={styles.button}>
            Book an Appointment
          </ButtonLink>
        </div>
        <FeaturedDoctor />
      </div>
    </section>
  );
}

import { ButtonLink } from '../../../ui/ButtonLink';
import { FeaturedDoctor } from './FeaturedDoctor';
import { useT } from '../../../i18n';
import styles from './MeetOurTeam.module.css';

/** The featured doctor beside a short welcome and the main Book an Appointment button. */
export function MeetOurTeam() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="meet-team">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t('HomePage.meetTeam.eyebrow')}</p>
          <h2 id="meet-team" className={styles.title}>
            {t('HomePage.meetTeam.title')}
          </h2>
          <p>{t('HomePage.meetTeam.text')}</p>
          <ButtonLink to="/doctors" className={styles.button}>
            {t('common.bookAnAppointment')}
          </ButtonLink>
        </div>
        <FeaturedDoctor />
      </div>
    </section>
  );
}

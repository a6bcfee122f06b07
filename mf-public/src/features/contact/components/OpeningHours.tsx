import { CLINIC } from '@clinic/shared/clinic';
import styles from './ContactDetails.module.css';

/** Spec section 9's clinic hours, which differ from the booking slots. */
export function OpeningHours() {
  return (
    <section aria-labelledby="opening-hours" className={styles.card}>
      <h2 id="opening-hours" className={styles.heading}>
        Opening hours
      </h2>
      <dl className={styles.hours}>
        {CLINIC.hours.map((row) => (
          <div key={row.days} className={styles.hoursRow}>
            <dt>{row.days}</dt>
            <dd>{row.times}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>Mornings from 10:00 am, evenings until 8:00 pm. Online booking is open around the clock.</p>
    </section>
  );
}

import { CLINIC, telLink } from '@clinic/shared/clinic';
import { weeklyHoursRows } from '@clinic/shared/format';
import { useClinicHours } from '@clinic/shared/stores';
import { formatClosureDate } from '../closure-date';
import styles from './ContactDetails.module.css';

/** The clinic's hours and coming closures: the ones the booking slots are made from, so both always agree. */
export function OpeningHours() {
  const hours = useClinicHours();
  return (
    <section aria-labelledby="opening-hours" className={styles.card}>
      <h2 id="opening-hours" className={styles.heading}>
        Opening hours
      </h2>
      {hours ? (
        <>
          <dl className={styles.hours}>
            {weeklyHoursRows(hours.weekly).map((row) => (
              <div key={row.days} className={styles.hoursRow}>
                <dt>{row.days}</dt>
                <dd>{row.times}</dd>
              </div>
            ))}
          </dl>
          {hours.closures.length > 0 && (
            <ul className={styles.closures} aria-label="Days we are closed">
              {hours.closures.map(({ slotDate, reason }) => {
                // One string, so the served HTML reads "Closed on …: Diwali" with nothing between its parts.
                const text = `Closed on ${formatClosureDate(slotDate)}: ${reason}`;
                return <li key={text}>{text}</li>;
              })}
            </ul>
          )}
          <p className={styles.note}>Online booking is open around the clock.</p>
        </>
      ) : (
        <p className={styles.fallback}>
          Call us for opening times: <a href={telLink(CLINIC.phones[0])}>{CLINIC.phones[0]}</a>
        </p>
      )}
    </section>
  );
}

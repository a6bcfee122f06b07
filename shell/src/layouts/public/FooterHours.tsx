import { CLINIC, telLink } from '@clinic/shared/clinic';
import { weeklyHoursRows } from '@clinic/shared/format';
import { useClinicHours } from '@clinic/shared/stores';
import styles from './Footer.module.css';

/** The clinic's opening hours, as the slot picker's hours are set; when they cannot be read, the phone instead of a guess. */
export function FooterHours() {
  const hours = useClinicHours();
  return (
    <section aria-labelledby="footer-hours">
      <h2 id="footer-hours">Opening hours</h2>
      {hours ? (
        <dl className={styles.hours}>
          {weeklyHoursRows(hours.weekly).map((row) => (
            <div key={row.days}>
              <dt>{row.days}</dt>
              <dd>{row.times}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>
          Call us for opening times: <a href={telLink(CLINIC.phones[0])}>{CLINIC.phones[0]}</a>
        </p>
      )}
    </section>
  );
}

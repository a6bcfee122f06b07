import { CLINIC, telLink } from '@clinic/shared/clinic';
import { weeklyHoursRows } from '@clinic/shared/format';
import { richText } from '@clinic/shared/i18n';
import { useClinicHours } from '@clinic/shared/stores';
import { useT } from '../../i18n';
import styles from './Footer.module.css';

/** The clinic's opening hours, as the slot picker's hours are set; when they cannot be read, the phone instead of a guess. */
export function FooterHours() {
  // Also re-renders the rows (day names and times follow the language) when the reader switches.
  const t = useT();
  const hours = useClinicHours();
  return (
    <section aria-labelledby="footer-hours">
      <h2 id="footer-hours">{t('Footer.hours')}</h2>
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
          {richText(t('Footer.hoursByPhone', { phone: CLINIC.phones[0] }), {
            phone: (text) => <a href={telLink(CLINIC.phones[0])}>{text}</a>,
          })}
        </p>
      )}
    </section>
  );
}

import { CLINIC, telLink } from '@clinic/shared/clinic';
import { richText } from '@clinic/shared/i18n';
import { weeklyHoursRows } from '@clinic/shared/format';
import { useClinicHours } from '@clinic/shared/stores';
import { formatClosureDate } from '../closure-date';
import { useT } from '../../../i18n';
import styles from './ContactDetails.module.css';

/** The clinic's hours and coming closures: the ones the booking slots are made from, so both always agree. */
export function OpeningHours() {
  const hours = useClinicHours();
  const t = useT();
  return (
    <section aria-labelledby="opening-hours" className={styles.card}>
      <h2 id="opening-hours" className={styles.heading}>
        {t('ContactPage.hours.title')}
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
            <ul className={styles.closures} aria-label={t('ContactPage.hours.closures')}>
              {hours.closures.map(({ slotDate, reason }) => {
                // One string, so the served HTML reads "Closed on …: Diwali" with nothing between its parts.
                // The reason is the clinic's own words, as staff wrote them.
                const text = t('ContactPage.hours.closedOn', { date: formatClosureDate(slotDate), reason });
                return <li key={text}>{text}</li>;
              })}
            </ul>
          )}
          <p className={styles.note}>{t('ContactPage.hours.online')}</p>
        </>
      ) : (
        <p className={styles.fallback}>
          {richText(t('ContactPage.hours.fallback', { phone: CLINIC.phones[0] }), {
            call: (phone) => <a href={telLink(CLINIC.phones[0])}>{phone}</a>,
          })}
        </p>
      )}
    </section>
  );
}

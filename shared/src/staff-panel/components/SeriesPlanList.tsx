import type { SeriesAnswer } from '@clinic/shared/contract';
import { formatSlotTime } from '@clinic/shared/format';
import { formatSlotDay } from '../format';
import styles from './BookSeriesDialog.module.css';

/**
 * The checked dates of a series, in order: each says in words whether it can be booked and, if not, why
 * (never colour alone), with the year (a series can run months ahead). It names whose series it is, so the
 * list can be checked before booking.
 */
export function SeriesPlanList({ plan }: { plan: SeriesAnswer }) {
  return (
    <section className={styles.plan} aria-label="Dates of the series">
      <p className={styles.planFor}>
        For {plan.patient.name} ({plan.patient.email}) with {plan.doctor.name}
      </p>
      <ol className={styles.dates}>
        {plan.occurrences.map((o, n) => (
          <li key={o.slotDate} className={o.bookable ? styles.ok : styles.no}>
            <span className={styles.when}>
              {n + 1}. {formatSlotDay(o.slotDate, true)}, {formatSlotTime(o.slotTime)}
            </span>
            <span className={styles.verdict}>{o.bookable ? 'Can be booked' : `Not booked: ${o.reason ?? 'not available'}`}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

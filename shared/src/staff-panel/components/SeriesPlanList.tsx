import type { SeriesAnswer } from '@clinic/shared/contract';
import { formatSlotTime } from '@clinic/shared/format';
import { formatSlotDay } from '../format';
import styles from './BookSeriesDialog.module.css';

/**
 * The checked dates of a series, in order: each says in words whether it can be booked and, if not, why
 * (never colour alone), with the year (a series can run months ahead). A bookable date is a check box,
 * ticked: staff untick a week the patient is away. It names whose series it is, so the list can be
 * checked before booking.
 */
export function SeriesPlanList({
  plan,
  left,
  onLeaveOut,
}: {
  plan: SeriesAnswer;
  left: ReadonlySet<string>;
  onLeaveOut: (slotDate: string) => void;
}) {
  return (
    <section className={styles.plan} aria-label="Dates of the series">
      <p className={styles.planFor}>
        For {plan.patient.name} ({plan.patient.email}) with {plan.doctor.name}
      </p>
      <ol className={styles.dates}>
        {plan.occurrences.map((o, n) => {
          const when = `${n + 1}. ${formatSlotDay(o.slotDate, true)}, ${formatSlotTime(o.slotTime)}`;
          if (!o.bookable)
            return (
              <li key={o.slotDate} className={styles.no}>
                <span className={styles.when}>{when}</span>
                <span className={styles.verdict}>Not booked: {o.reason ?? 'not available'}</span>
              </li>
            );
          const kept = !left.has(o.slotDate);
          return (
            <li key={o.slotDate} className={kept ? styles.ok : styles.leftOut}>
              <label className={styles.when}>
                <input type="checkbox" checked={kept} onChange={() => onLeaveOut(o.slotDate)} />
                {when}
              </label>
              <span className={styles.verdict}>{kept ? 'Can be booked' : 'Left out'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

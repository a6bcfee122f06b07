import type { SeriesAnswer } from '@clinic/shared/contract';
import { formatSlotTime } from '@clinic/shared/format';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { formatSlotDay } from '../format';
import { useStaffT } from '../i18n';
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
  const t = useStaffT();
  return (
    <section className={styles.plan} aria-label={t('SeriesPlan.label')}>
      <p className={styles.planFor}>
        {/* A doctor's plan for someone not yet their patient carries no name (the api keeps it back). */}
        {plan.patient.name
          ? t('SeriesPlan.planFor', { patient: plan.patient.name, email: plan.patient.email, doctor: plan.doctor.name })
          : t('SeriesPlan.planForEmail', { email: plan.patient.email, doctor: plan.doctor.name })}
      </p>
      <ol className={styles.dates}>
        {plan.occurrences.map((o, n) => {
          const when = t('SeriesPlan.when', { n: n + 1, date: formatSlotDay(o.slotDate, true), time: formatSlotTime(o.slotTime) });
          if (!o.bookable)
            return (
              <li key={o.slotDate} className={styles.no}>
                <span className={styles.when}>{when}</span>
                <span className={styles.verdict}>
                  {t('SeriesPlan.notBooked', { reason: o.reason ? translateMessage(o.reason) : t('SeriesPlan.notAvailable') })}
                </span>
              </li>
            );
          const kept = !left.has(o.slotDate);
          return (
            <li key={o.slotDate} className={kept ? styles.ok : styles.leftOut}>
              <label className={styles.when}>
                <input type="checkbox" checked={kept} onChange={() => onLeaveOut(o.slotDate)} />
                {when}
              </label>
              <span className={styles.verdict}>{kept ? t('SeriesPlan.canBeBooked') : t('SeriesPlan.leftOut')}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

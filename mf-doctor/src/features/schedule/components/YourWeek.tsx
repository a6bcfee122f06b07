import { WEEK_ORDER } from '@clinic/shared/booking';
import type { DoctorSchedule } from '@clinic/shared/contract';
import { useT } from '../../../i18n';
import { dayText, weekdayName } from '../lib/schedule-text';
import styles from './Schedule.module.css';

/**
 * The doctor's week as patients can book it: their own hours within the clinic's (or all the clinic's),
 * Monday first. The admin sets it; the doctor only reads it here.
 */
export function YourWeek({ schedule }: { schedule: DoctorSchedule }) {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="your-week">
      <h2 id="your-week" className={styles.heading}>
        {t('Schedule.yourWeek')}
      </h2>
      <dl className={styles.week}>
        {WEEK_ORDER.map((day) => {
          const intervals = schedule.effective[day];
          return (
            <div key={day}>
              <dt>{weekdayName(day)}</dt>
              <dd className={intervals.length ? undefined : styles.off}>{dayText(intervals)}</dd>
            </div>
          );
        })}
      </dl>
      <p className={styles.note}>{schedule.weekly ? t('Schedule.ownHours') : t('Schedule.clinicHours')}</p>
    </section>
  );
}

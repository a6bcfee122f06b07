import type { SlotsDay } from '@clinic/shared/contract';
import { formatSlotTime, WEEKDAYS_SHORT } from '@clinic/shared/format';
import { calendarDay, DAY_REASON_TEXT, dayReasonText, longDayName } from '../lib/slot-day-text';
import styles from './SlotPicker.module.css';

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface SlotPickerProps {
  days: SlotsDay[];
  dayIndex: number;
  time: string | null;
  onDay: (index: number) => void;
  onTime: (time: string) => void;
}

/** Why a day the patient picked has no time, and what to do about it. */
function NoTimes({ day }: { day: SlotsDay }) {
  const left = day.reason === 'full' || day.reason === 'over' ? ' left' : '';
  return (
    <p className={styles.none} role="status">
      <strong className={styles.noneReason}>{dayReasonText(day)}</strong>
      {/* Read out as two sentences; seen as two lines. */}
      <span className="visually-hidden">. </span>
      <span>
        No times{left} on {longDayName(day.slotDate)}. Please choose another day.
      </span>
    </p>
  );
}

/**
 * The days and times the api offers (issue 20). Every day of the window keeps its button; a day with no
 * time says why on it (closed, doctor away, …) and can still be chosen, to read why, but offers no time.
 */
export function SlotPicker({ days, dayIndex, time, onDay, onTime }: SlotPickerProps) {
  const day = days[dayIndex]!;
  return (
    <div className={styles.picker}>
      <div role="group" aria-label="Day" className={styles.days}>
        {days.map((d, i) => {
          const { weekday, dayOfMonth, month } = calendarDay(d.slotDate);
          const empty = d.times.length === 0;
          return (
            <button
              key={d.slotDate}
              type="button"
              className={styles.day}
              data-empty={empty || undefined}
              aria-pressed={i === dayIndex}
              onClick={() => onDay(i)}
            >
              {/* The visible words are the accessible name (WCAG 2.5.3), so spoken commands match what is seen. */}
              <span className={styles.weekday}>{WEEKDAYS_SHORT[weekday]}</span> <span className={styles.date}>{dayOfMonth}</span>{' '}
              <span className={styles.month}>{MONTHS_SHORT[month - 1]}</span>
              {empty && (
                <>
                  {' '}
                  <span className={styles.reason}>{DAY_REASON_TEXT[d.reason ?? 'full']}</span>
                </>
              )}
            </button>
          );
        })}
      </div>

      <div className={styles.body}>
        {day.times.length === 0 ? (
          <NoTimes day={day} />
        ) : (
          <div role="group" aria-label={`Time on ${longDayName(day.slotDate)}`} className={styles.times}>
            {day.times.map((t) => (
              <button key={t} type="button" className={styles.time} aria-pressed={t === time} onClick={() => onTime(t)} data-slot={t}>
                {formatSlotTime(t)}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

import { formatSlotTime, WEEKDAYS_SHORT } from '@clinic/shared/format';
import type { SlotDay } from '@clinic/shared/booking';
import styles from './SlotPicker.module.css';

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** The clinic day as words; built in UTC so the reader's own zone cannot shift it (decision 1). */
const dayName = (d: SlotDay) => longDay.format(new Date(Date.UTC(d.year, d.month - 1, d.dayOfMonth)));

export interface SlotPickerProps {
  days: SlotDay[];
  dayIndex: number;
  time: string | null;
  onDay: (index: number) => void;
  onTime: (time: string) => void;
}

export function SlotPicker({ days, dayIndex, time, onDay, onTime }: SlotPickerProps) {
  const day = days[dayIndex]!;
  return (
    <div className={styles.picker}>
      <div role="group" aria-label="Day" className={styles.days}>
        {days.map((d, i) => (
          <button key={d.slotDate} type="button" className={styles.day} aria-pressed={i === dayIndex} onClick={() => onDay(i)}>
            {/* The visible words are the accessible name (WCAG 2.5.3), so spoken commands match what is seen. */}
            <span className={styles.weekday}>{WEEKDAYS_SHORT[d.weekday]}</span> <span className={styles.date}>{d.dayOfMonth}</span>{' '}
            <span className={styles.month}>{MONTHS_SHORT[d.month - 1]}</span>
            {d.slots.length === 0 && <span className="visually-hidden"> (fully booked)</span>}
          </button>
        ))}
      </div>

      {day.slots.length === 0 ? (
        <p className={styles.none} role="status">
          No times left on {dayName(day)}. Please choose another day.
        </p>
      ) : (
        <div role="group" aria-label={`Time on ${dayName(day)}`} className={styles.times}>
          {day.slots.map((t) => (
            <button key={t} type="button" className={styles.time} aria-pressed={t === time} onClick={() => onTime(t)} data-slot={t}>
              {formatSlotTime(t)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

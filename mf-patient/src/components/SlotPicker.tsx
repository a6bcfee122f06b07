import type { SlotsDay } from '@clinic/shared/contract';
import { formatSlotTime, WEEKDAYS_SHORT } from '@clinic/shared/format';
import { useT } from '../i18n';
import { calendarDay, dayReasonText, dayReasonWords, longDayName, shortMonthName } from '../lib/slot-day-text';
import styles from './SlotPicker.module.css';

export interface SlotPickerProps {
  days: SlotsDay[];
  dayIndex: number;
  time: string | null;
  onDay: (index: number) => void;
  onTime: (time: string) => void;
}

/** Why a day the patient picked has no time, and what to do about it. */
function NoTimes({ day }: { day: SlotsDay }) {
  const t = useT();
  const left = day.reason === 'full' || day.reason === 'over';
  return (
    <p className={styles.none} role="status">
      <strong className={styles.noneReason}>{dayReasonText(day)}</strong>
      {/* Read out as two sentences; seen as two lines. */}
      <span className="visually-hidden">. </span>
      <span>{t(left ? 'SlotPicker.noTimesLeft' : 'SlotPicker.noTimes', { day: longDayName(day.slotDate) })}</span>
    </p>
  );
}

/**
 * The days and times the api offers (issue 20). Every day of the window keeps its button; a day with no
 * time says why on it (closed, doctor away, …) and can still be chosen, to read why, but offers no time.
 */
export function SlotPicker({ days, dayIndex, time, onDay, onTime }: SlotPickerProps) {
  const t = useT();
  const day = days[dayIndex]!;
  return (
    <div className={styles.picker}>
      <div role="group" aria-label={t('SlotPicker.days')} className={styles.days}>
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
              <span className={styles.month}>{shortMonthName(month)}</span>
              {empty && (
                <>
                  {' '}
                  <span className={styles.reason}>{dayReasonWords(d.reason ?? 'full')}</span>
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
          <div role="group" aria-label={t('SlotPicker.times', { day: longDayName(day.slotDate) })} className={styles.times}>
            {day.times.map((slot) => (
              <button
                key={slot}
                type="button"
                className={styles.time}
                aria-pressed={slot === time}
                onClick={() => onTime(slot)}
                data-slot={slot}
              >
                {formatSlotTime(slot)}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

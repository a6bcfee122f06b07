import type { SlotsDay } from '@clinic/shared/contract';
import { formatSlotTime, WEEKDAYS_SHORT } from '@clinic/shared/format';
import { useT } from '../i18n';
import { onRadioKeyDown, radioTabIndex } from '../lib/radio-group-keys';
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
 * The days and times the api offers (decision 45). Every day of the window keeps its button; a day with no
 * time says why on it (closed, doctor away, …) and can still be chosen, to read why, but offers no time.
 * The days and the times are each one radio group: one Tab stop, the arrow keys within.
 */
export function SlotPicker({ days, dayIndex, time, onDay, onTime }: SlotPickerProps) {
  const t = useT();
  const day = days[dayIndex]!;
  const timeIndex = time ? day.times.indexOf(time) : -1;
  return (
    <div className={styles.picker}>
      <div role="radiogroup" aria-label={t('SlotPicker.days')} className={styles.days}>
        {days.map((d, i) => {
          const { weekday, dayOfMonth, month } = calendarDay(d.slotDate);
          const empty = d.times.length === 0;
          return (
            <button
              key={d.slotDate}
              type="button"
              className={styles.day}
              data-empty={empty || undefined}
              role="radio"
              aria-checked={i === dayIndex}
              tabIndex={radioTabIndex(i, dayIndex)}
              onKeyDown={onRadioKeyDown}
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
          <div role="radiogroup" aria-label={t('SlotPicker.times', { day: longDayName(day.slotDate) })} className={styles.times}>
            {day.times.map((slot, i) => (
              <button
                key={slot}
                type="button"
                className={styles.time}
                role="radio"
                aria-checked={slot === time}
                tabIndex={radioTabIndex(i, timeIndex)}
                onKeyDown={onRadioKeyDown}
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

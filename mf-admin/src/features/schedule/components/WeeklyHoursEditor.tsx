import type { Interval, WeekdayKey, WeeklyHours } from '@clinic/shared/contract';
import { WEEK_ORDER } from '@clinic/shared/booking';
import { richText } from '@clinic/shared/i18n';
import { Button, Field } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { GRID_TIMES, nextInterval, weekdayName } from '../schedule-text';
import styles from './WeeklyHoursEditor.module.css';

/** A day holds at most this many intervals (the contract's limit). */
const MAX_INTERVALS = 6;

interface Props {
  week: WeeklyHours;
  onChange: (week: WeeklyHours) => void;
  /** Problems keyed `day.index` (schedule-text's weekErrors), shown under the interval's closing time. */
  errors: Record<string, string>;
  /** A line under a day's name, e.g. the clinic's hours that day when a doctor's week is edited. */
  dayHints?: Partial<Record<WeekdayKey, string>>;
  disabled?: boolean;
  /** What a day without hours says: `Closed` for the clinic, `Not working` for a doctor. */
  emptyLabel?: string;
}

function TimeSelect({ value, onChange, disabled, ...control }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <select {...control} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      {GRID_TIMES.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

/**
 * A week of opening intervals (decision 44): for each day, Monday first, zero or more from–to times on the
 * 30-minute grid, chosen from lists rather than typed; "Closed" (or `emptyLabel`) when a day has none. Used for the clinic's
 * hours and for a doctor's own week.
 */
export function WeeklyHoursEditor({ week, onChange, errors, dayHints, disabled, emptyLabel }: Props) {
  const t = useT();
  const setDay = (day: WeekdayKey, intervals: Interval[]) => onChange({ ...week, [day]: intervals });
  return (
    <div className={styles.week}>
      {WEEK_ORDER.map((day) => {
        const intervals = week[day];
        const name = weekdayName(day);
        return (
          <fieldset key={day} className={styles.day} data-day={day}>
            <legend className={styles.dayName}>{name}</legend>
            <div className={styles.dayBody}>
              {dayHints?.[day] && <p className={styles.hint}>{dayHints[day]}</p>}
              {intervals.length === 0 && <p className={styles.closed}>{emptyLabel ?? t('Schedule.closed')}</p>}
              {intervals.map((interval, n) => {
                const change = (part: Partial<Interval>) =>
                  setDay(
                    day,
                    intervals.map((i, m) => (m === n ? { ...i, ...part } : i)),
                  );
                return (
                  <div key={n} className={styles.interval}>
                    <Field label={t('common.from')} className={styles.time}>
                      {(control) => (
                        <TimeSelect {...control} value={interval.from} disabled={disabled} onChange={(from) => change({ from })} />
                      )}
                    </Field>
                    <Field label={t('common.to')} className={styles.time} error={errors[`${day}.${n}`]}>
                      {(control) => <TimeSelect {...control} value={interval.to} disabled={disabled} onChange={(to) => change({ to })} />}
                    </Field>
                    <Button
                      variant="ghost"
                      className={styles.remove}
                      disabled={disabled}
                      onClick={() =>
                        setDay(
                          day,
                          intervals.filter((_, m) => m !== n),
                        )
                      }
                    >
                      {richText(t('WeeklyHoursEditor.remove', { day: name, from: interval.from, to: interval.to }), {
                        hidden: (text) => <span className="visually-hidden">{text}</span>,
                      })}
                    </Button>
                  </div>
                );
              })}
              {intervals.length < MAX_INTERVALS && (
                <Button
                  variant="secondary"
                  className={styles.add}
                  disabled={disabled}
                  onClick={() => setDay(day, [...intervals, nextInterval(intervals)])}
                >
                  {richText(t('WeeklyHoursEditor.addHours', { day: name }), {
                    hidden: (text) => <span className="visually-hidden">{text}</span>,
                  })}
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

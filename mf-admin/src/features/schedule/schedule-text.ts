import type { Interval, WeekdayKey, WeeklyHours } from '@clinic/shared/contract';
import { gridMinutes, WEEK_ORDER } from '@clinic/shared/booking';
import { DAY_NAMES, formatLongDate } from '@clinic/shared/format';
import { translate } from '../../i18n';

/** The clinic's calendar as the admin edits it (decision 44): words and the 30-minute grid. */

/** `mon` → `Monday`, in the language on screen (the shared names, Monday first like WEEK_ORDER; read at each call). */
export const weekdayName = (day: WeekdayKey): string => DAY_NAMES[WEEK_ORDER.indexOf(day)] ?? day;

/** Every time of the grid, `00:00` to `24:00` (the end of a day). */
export const GRID_TIMES: readonly string[] = Array.from(
  { length: 49 },
  (_, n) => `${String(Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`,
);

/** An interval a new row starts with: after the day's last one, or the spec's 10:00–21:00 on an empty day. */
export function nextInterval(day: readonly Interval[]): Interval {
  const last = day.reduce((end, i) => Math.max(end, gridMinutes(i.to)), 0);
  if (day.length === 0 || last >= 23 * 60 + 30) return { from: '10:00', to: '21:00' };
  const from = GRID_TIMES[last / 30 + 1] ?? '23:00';
  return { from, to: GRID_TIMES[Math.min(48, last / 30 + 3)]! };
}

/**
 * The problems of a week, keyed `day.index` for the interval they belong to, in the order the editor
 * shows them: an interval that does not end after it starts, or that overlaps an earlier one of the day.
 */
export function weekErrors(week: WeeklyHours): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const day of WEEK_ORDER)
    week[day].forEach((interval, n) => {
      if (gridMinutes(interval.to) <= gridMinutes(interval.from)) errors[`${day}.${n}`] = translate('Schedule.closingBeforeOpening');
      else if (
        week[day].some(
          (other, m) =>
            m < n &&
            gridMinutes(other.to) > gridMinutes(other.from) &&
            gridMinutes(interval.from) < gridMinutes(other.to) &&
            gridMinutes(other.from) < gridMinutes(interval.to),
        )
      )
        errors[`${day}.${n}`] = translate('Schedule.overlap');
    });
  return errors;
}

/** `10:00–13:30, 17:30–20:00`, sorted, or `Closed`. */
export function describeDay(day: readonly Interval[]): string {
  if (day.length === 0) return translate('Schedule.closed');
  return [...day]
    .sort((a, b) => gridMinutes(a.from) - gridMinutes(b.from))
    .map((i) => `${i.from}–${i.to}`)
    .join(', ');
}

/** The week in order, each day's intervals sorted: what is sent. */
export function sortedWeek(week: WeeklyHours): WeeklyHours {
  const out = {} as WeeklyHours;
  for (const day of WEEK_ORDER) out[day] = [...week[day]].sort((a, b) => gridMinutes(a.from) - gridMinutes(b.from));
  return out;
}

/**
 * `2_11_2025` → `Sunday 2 November 2025`, `रविवार, 2 नवंबर 2025`, `ಭಾನುವಾರ, 2 ನವೆಂಬರ್ 2025`: the site's one long
 * date shape per language; anything unparseable is shown as it is.
 */
export const dateInWords = (slotDate: string): string => formatLongDate(slotDate);

/** `90` → `1 hour 30 minutes`, `1440` → `1 day`, `0` → `none`. */
export function minutesInWords(minutes: number): string {
  if (minutes <= 0) return translate('Schedule.duration.none');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [
    days && translate('Schedule.duration.days', { count: days }),
    hours && translate('Schedule.duration.hours', { count: hours }),
    rest && translate('Schedule.duration.minutes', { count: rest }),
  ]
    .filter(Boolean)
    .join(' ');
}

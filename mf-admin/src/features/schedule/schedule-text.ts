import type { Interval, WeeklyHours } from '@clinic/shared/contract';
import { gridMinutes, WEEK_ORDER } from '@clinic/shared/booking';

/** The clinic's calendar as the admin edits it (issue 20, decision 44): words and the 30-minute grid. */

export { WEEKDAY_NAMES } from '@clinic/shared/booking';

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
      if (gridMinutes(interval.to) <= gridMinutes(interval.from)) errors[`${day}.${n}`] = 'The closing time must be after the opening time';
      else if (
        week[day].some(
          (other, m) =>
            m < n &&
            gridMinutes(other.to) > gridMinutes(other.from) &&
            gridMinutes(interval.from) < gridMinutes(other.to) &&
            gridMinutes(other.from) < gridMinutes(interval.to),
        )
      )
        errors[`${day}.${n}`] = 'These hours overlap other hours of the same day';
    });
  return errors;
}

/** `10:00–13:30, 17:30–20:00`, sorted, or `Closed`. */
export function describeDay(day: readonly Interval[]): string {
  if (day.length === 0) return 'Closed';
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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** `2_11_2025` → `Sunday 2 November 2025`; anything unparseable is shown as it is. */
export function dateInWords(slotDate: string): string {
  const [d, m, y] = slotDate.split('_').map(Number);
  if (!d || !m || !y || m > 12) return slotDate;
  return `${DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** `1 appointment`, `3 appointments`. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `90` → `1 hour 30 minutes`, `1440` → `1 day`, `0` → `none`. */
export function minutesInWords(minutes: number): string {
  if (minutes <= 0) return 'none';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [days && plural(days, 'day'), hours && plural(hours, 'hour'), rest && plural(rest, 'minute')].filter(Boolean).join(' ');
}

import type { Interval, WeeklyHours } from '../contract/schedule';

/**
 * The clinic's opening hours in words, for the footer, the contact page and the doctor's week. By hand,
 * not with Intl: these are rendered on the server and hydrated in the browser, so they must read the same
 * in every locale and time zone; and patients read clinic times as "5:30 pm". Kept small: the footer puts
 * it in the first load of every public page.
 */

// Monday first, as the clinic lists a week (the booking module's WEEK_ORDER, not imported: the first load
// of a public page would take the slot rules with it).
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Monday first. */
export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const minutesOf = (time: string) => +time.slice(0, 2) * 60 + +time.slice(3, 5);

/** `13:30` → `1:30 pm`, `12:00` → `12:00 pm`, `00:00` → `12:00 am`, `24:00` (a day's end) → `midnight`. */
export function formatClock(time: string): string {
  const hour = +time.slice(0, 2);
  if (Number.isNaN(hour)) return time;
  return hour === 24 ? 'midnight' : `${hour % 12 || 12}:${time.slice(3, 5)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** `{from: '10:00', to: '13:30'}` → `10:00 am – 1:30 pm`. */
export const formatInterval = ({ from, to }: Interval): string => `${formatClock(from)} – ${formatClock(to)}`;

/** A day's intervals, earliest first: `10:00 am – 1:30 pm and 5:30 pm – 8:00 pm`; none: `Closed`. */
export function formatDayTimes(intervals: readonly Interval[]): string {
  const words = [...intervals].sort((a, b) => minutesOf(a.from) - minutesOf(b.from)).map(formatInterval);
  const last = words.pop();
  return last === undefined ? 'Closed' : words.length ? `${words.join(', ')} and ${last}` : last;
}

export interface HoursRow {
  /** `Monday`, `Saturday and Sunday`, `Monday to Friday`. */
  days: string;
  /** `10:00 am – 1:30 pm and 5:30 pm – 8:00 pm`, or `Closed`. */
  times: string;
}

/** The week as a reader scans it: Monday first, consecutive days with the same hours on one row. */
export function weeklyHoursRows(weekly: WeeklyHours): HoursRow[] {
  const runs: { first: number; last: number; times: string }[] = [];
  WEEK.forEach((key, day) => {
    const times = formatDayTimes(weekly[key]);
    const run = runs[runs.length - 1];
    if (run?.times === times) run.last = day;
    else runs.push({ first: day, last: day, times });
  });
  return runs.map(({ first, last, times }) => ({
    days: first === last ? DAY_NAMES[first]! : `${DAY_NAMES[first]} ${last - first === 1 ? 'and' : 'to'} ${DAY_NAMES[last]}`,
    times,
  }));
}

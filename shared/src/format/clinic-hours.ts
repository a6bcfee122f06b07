import type { Interval, WeeklyHours } from '../contract/schedule';
import { dayPeriod, translateFormat, wordsList } from './i18n';

/**
 * The clinic's opening hours in words, for the footer, the contact page and the doctor's week. By hand,
 * not with Intl: these are rendered on the server and hydrated in the browser, so they must read the same
 * in every locale and time zone; and patients read clinic times as "5:30 pm". Kept small: the footer puts
 * it in the first load of every public page.
 */

// Monday first, as the clinic lists a week (the booking module's WEEK_ORDER, not imported: the first load
// of a public page would take the slot rules with it).
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Monday first, in the language on screen. */
export const DAY_NAMES: readonly string[] = wordsList(WEEK, (day) => translateFormat(`day.${day as 'mon'}`));

const minutesOf = (time: string) => +time.slice(0, 2) * 60 + +time.slice(3, 5);

/** `13:30` → `1:30 pm`, `12:00` → `12:00 pm`, `00:00` → `12:00 am`, `24:00` (a day's end) → `midnight`. */
export function formatClock(time: string): string {
  const hour = +time.slice(0, 2);
  if (Number.isNaN(hour)) return time;
  if (hour === 24) return translateFormat('midnight');
  return translateFormat('clock', { time: `${hour % 12 || 12}:${time.slice(3, 5)}`, period: dayPeriod(hour) });
}

/** `{from: '10:00', to: '13:30'}` → `10:00 am – 1:30 pm`. */
export const formatInterval = ({ from, to }: Interval): string =>
  translateFormat('interval', { from: formatClock(from), to: formatClock(to) });

/** A day's intervals, earliest first: `10:00 am – 1:30 pm and 5:30 pm – 8:00 pm`; none: `Closed`. */
export function formatDayTimes(intervals: readonly Interval[]): string {
  const words = [...intervals].sort((a, b) => minutesOf(a.from) - minutesOf(b.from)).map(formatInterval);
  const last = words.pop();
  if (last === undefined) return translateFormat('closed');
  return words.length ? translateFormat('listAnd', { list: words.join(', '), last }) : last;
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
    days:
      first === last
        ? DAY_NAMES[first]!
        : translateFormat(last - first === 1 ? 'dayPair' : 'dayRange', { first: DAY_NAMES[first], last: DAY_NAMES[last] }),
    times,
  }));
}

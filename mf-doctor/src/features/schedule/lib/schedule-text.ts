import type { Interval, Leave } from '@clinic/shared/contract';
import { WEEK_ORDER, WEEKDAY_KEYS } from '@clinic/shared/booking';
import { DAY_NAMES, formatDayTimes, formatInterval, formatSlotDate } from '@clinic/shared/format';
import { translate as t } from '../../../i18n';

/**
 * The doctor's week and leave in words, in the language on screen; clock times as @clinic/shared/format
 * says them everywhere ("1:30 pm").
 */

/** A weekday's name (`mon` → `Monday`), read when asked, so it follows the language on screen. */
export const weekdayName = (day: (typeof WEEK_ORDER)[number]): string => DAY_NAMES[WEEK_ORDER.indexOf(day)]!;

/** A day's intervals, earliest first; none → `Not working` (the clinic may be open: the doctor is not). */
export const dayText = (intervals: readonly Interval[]): string =>
  intervals.length ? formatDayTimes(intervals) : t('Schedule.notWorking');

/** `5_3_2026` → `Thursday 5 Mar 2026` (the calendar's weekday, whatever the reader's zone). */
export function slotDateInWords(slotDate: string): string {
  const [d, m, y] = slotDate.split('_').map(Number);
  if (!d || !m || !y) return slotDate;
  const weekday = weekdayName(WEEKDAY_KEYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!);
  return t('Schedule.dateInWords', { weekday, date: formatSlotDate(slotDate) });
}

/** When a leave is: one day, a range of days, or part of one day. */
export function leaveWhen(leave: Pick<Leave, 'from' | 'to' | 'fromTime' | 'toTime'>): string {
  const first = slotDateInWords(leave.from);
  if (leave.fromTime && leave.toTime)
    return t('Schedule.partOfDay', { day: first, times: formatInterval({ from: leave.fromTime, to: leave.toTime }) });
  if (leave.to === leave.from) return t('Schedule.allDay', { day: first });
  return t('Schedule.range', { first, last: slotDateInWords(leave.to) });
}

/** `D_M_YYYY` in calendar order, for sorting leave soonest first. */
export const slotDateOrder = (slotDate: string) => {
  const [d, m, y] = slotDate.split('_').map(Number) as [number, number, number];
  return y * 10_000 + m * 100 + d;
};

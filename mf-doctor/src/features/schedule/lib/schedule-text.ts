import type { Interval, Leave } from '@clinic/shared/contract';
import { WEEKDAY_KEYS, WEEKDAY_NAMES } from '@clinic/shared/booking';
import { formatDayTimes, formatInterval, formatSlotDate } from '@clinic/shared/format';

/** The doctor's week and leave in words; clock times as @clinic/shared/format says them everywhere ("1:30 pm"). */

export { WEEKDAY_NAMES } from '@clinic/shared/booking';

/** A day's intervals, earliest first; none → `Not working` (the clinic may be open: the doctor is not). */
export const dayText = (intervals: readonly Interval[]): string => (intervals.length ? formatDayTimes(intervals) : 'Not working');

/** `5_3_2026` → `Thursday 5 Mar 2026` (the calendar's weekday, whatever the reader's zone). */
export function slotDateInWords(slotDate: string): string {
  const [d, m, y] = slotDate.split('_').map(Number);
  if (!d || !m || !y) return slotDate;
  return `${WEEKDAY_NAMES[WEEKDAY_KEYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!]} ${formatSlotDate(slotDate)}`;
}

/** When a leave is: one day, a range of days, or part of one day. */
export function leaveWhen(leave: Pick<Leave, 'from' | 'to' | 'fromTime' | 'toTime'>): string {
  const first = slotDateInWords(leave.from);
  if (leave.fromTime && leave.toTime) return `${first}, ${formatInterval({ from: leave.fromTime, to: leave.toTime })}`;
  if (leave.to === leave.from) return `${first}, all day`;
  return `${first} to ${slotDateInWords(leave.to)}`;
}

/** `D_M_YYYY` in calendar order, for sorting leave soonest first. */
export const slotDateOrder = (slotDate: string) => {
  const [d, m, y] = slotDate.split('_').map(Number) as [number, number, number];
  return y * 10_000 + m * 100 + d;
};

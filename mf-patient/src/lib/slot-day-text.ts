import type { DayClosedReason, SlotsDay } from '@clinic/shared/contract';

/** Why a day offers no time, in the short words its button and its note show (issue 20). */
export const DAY_REASON_TEXT: Record<DayClosedReason, string> = {
  closed: 'Closed',
  away: 'Doctor away',
  off: 'Not working',
  full: 'Fully booked',
  over: 'Over for today',
};

/** "Closed · Diwali": the reason, with the clinic's note when it closed the day for one. */
export const dayReasonText = (day: SlotsDay): string => `${DAY_REASON_TEXT[day.reason ?? 'full']}${day.note ? ` · ${day.note}` : ''}`;

export interface CalendarDay {
  /** 0 = Sunday. */
  weekday: number;
  dayOfMonth: number;
  month: number;
  year: number;
}

/**
 * `5_3_2026` as the parts of that calendar date. The api names the clinic's days; they are read in UTC,
 * so the reader's own zone can never move them (decision 1).
 */
export function calendarDay(slotDate: string): CalendarDay {
  const [d, m, y] = slotDate.split('_').map(Number) as [number, number, number];
  return { weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(), dayOfMonth: d, month: m, year: y };
}

const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** `5_3_2026` → "Thursday 5 March". */
export const longDayName = (slotDate: string): string => {
  const { dayOfMonth, month, year } = calendarDay(slotDate);
  return longDay.format(new Date(Date.UTC(year, month - 1, dayOfMonth)));
};

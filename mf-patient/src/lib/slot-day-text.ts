import type { DayClosedReason, SlotsDay } from '@clinic/shared/contract';
import { formatDayDate, formatFullDate, translateFormat } from '@clinic/shared/format';
import { translate } from '../i18n';

/** Why a day offers no time, in the short words its button and its note show (decision 45). */
export const dayReasonWords = (reason: DayClosedReason): string => translate(`SlotPicker.reason.${reason}`);

/** "Closed · Diwali": the reason, with the clinic's note when it closed the day for one. */
export const dayReasonText = (day: SlotsDay): string =>
  day.note
    ? translate('SlotPicker.reasonWithNote', { reason: dayReasonWords(day.reason ?? 'full'), note: day.note })
    : dayReasonWords(day.reason ?? 'full');

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

/**
 * A formatter of calendar dates (read in UTC, so the reader's zone never moves them) in the active language,
 * in the site's one date shape per language (`@clinic/shared/format`, day before month, as Intl does not write
 * Kannada): with a weekday `Thursday 5 March`, `ಗುರುವಾರ, 5 ಮಾರ್ಚ್`; with a year `5 March 1950`.
 */
export function calendarFormatter(
  shape: { weekday: 'long'; day: 'numeric'; month: 'long' } | { day: 'numeric'; month: 'long'; year: 'numeric' },
): (date: Date) => string {
  const words = 'weekday' in shape ? formatDayDate : formatFullDate;
  return (date) => words(`${date.getUTCDate()}_${date.getUTCMonth() + 1}_${date.getUTCFullYear()}`);
}

/** `5_3_2026` → "Thursday 5 March", `गुरुवार, 5 मार्च`, `ಗುರುವಾರ, 5 ಮಾರ್ಚ್`. */
export const longDayName = (slotDate: string): string => formatDayDate(slotDate);

/** 3 → "Mar": a month's short name on the picker's day buttons, in the active language. */
export const shortMonthName = (month: number): string => translateFormat(`monthShort.${month as 1}`);

import type { DayClosedReason, SlotsDay } from '@clinic/shared/contract';
import { currentLanguage, intlLocale, type Language } from '@clinic/shared/i18n';
import { translateFormat } from '@clinic/shared/format';
import { translate } from '../i18n';

/** Why a day offers no time, in the short words its button and its note show (issue 20). */
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
 * A formatter of calendar dates (read in UTC) in the active language, made once per language and kept.
 * English keeps `en-GB`, the day before the month: `Thursday 5 March`.
 */
export function calendarFormatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const made = new Map<Language, Intl.DateTimeFormat>();
  return (date) => {
    const lang = currentLanguage();
    let format = made.get(lang);
    if (!format)
      made.set(lang, (format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : intlLocale(lang), { ...options, timeZone: 'UTC' })));
    return format.format(date);
  };
}

const longDay = calendarFormatter({ weekday: 'long', day: 'numeric', month: 'long' });
/** `5_3_2026` → "Thursday 5 March" (in Hindi and Kannada, as Intl words them). */
export const longDayName = (slotDate: string): string => {
  const { dayOfMonth, month, year } = calendarDay(slotDate);
  return longDay(new Date(Date.UTC(year, month - 1, dayOfMonth)));
};

/** 3 → "Mar": a month's short name on the picker's day buttons, in the active language. */
export const shortMonthName = (month: number): string => translateFormat(`month.${month as 1}`);

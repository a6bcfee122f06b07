import { translateFormat } from './i18n';

type MonthNumber = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';
const WEEK_FROM_SUNDAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

function calendarDate(slotDate: string): { d: number; m: number; y: number } | undefined {
  const [d, m, y] = slotDate.split('_').map(Number);
  return d && m && y && m <= 12 ? { d, m, y } : undefined;
}

/** The words of one date: the month short and in full (a language's date uses the one its readers know). */
const dateWords = ({ d, m, y }: { d: number; m: number; y: number }) => ({
  day: d,
  month: translateFormat(`month.${String(m) as MonthNumber}`),
  monthName: translateFormat(`monthName.${String(m) as MonthNumber}`),
  year: y,
});

/**
 * `5_3_2026` → `5 Mar 2026`, `5 मार्च 2026`, `5 ಮಾರ್ಚ್ 2026`: one shape per language, full month names in
 * Hindi and Kannada (their clippings read as other words: ಜನ "people", ಆಗ "then"). Unparseable: as it is.
 */
export function formatSlotDate(slotDate: string): string {
  const date = calendarDate(slotDate);
  return date ? translateFormat('slotDate', dateWords(date)) : slotDate;
}

/** `1_12_2026` → `Tuesday 1 December 2026`, `मंगलवार, 1 दिसंबर 2026`: a letter's or a receipt's full date. */
export function formatLongDate(slotDate: string): string {
  const date = calendarDate(slotDate);
  if (!date) return slotDate;
  // The weekday of that date on the clinic's calendar, whatever zone the reader or the server is in.
  const weekday = WEEK_FROM_SUNDAY[new Date(Date.UTC(date.y, date.m - 1, date.d, 12)).getUTCDay()]!;
  return translateFormat('longDate', { ...dateWords(date), weekday: translateFormat(`day.${weekday}`) });
}

import { translateFormat } from './i18n';

type MonthNumber = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';
const WEEK_FROM_SUNDAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

function calendarDate(slotDate: string): { d: number; m: number; y: number } | undefined {
  const [d, m, y] = slotDate.split('_').map(Number);
  return d && m && y && m <= 12 ? { d, m, y } : undefined;
}

/**
 * The words of one date: `month` as a card's date writes it (English `Mar`, Hindi and Kannada in full, their
 * clippings read as other words: ಜನ "people", ಆಗ "then"), `monthName` always in full, and the weekday of that
 * date on the clinic's calendar, whatever zone the reader or the server is in.
 */
const dateWords = ({ d, m, y }: { d: number; m: number; y: number }) => ({
  day: d,
  month: translateFormat(`month.${String(m) as MonthNumber}`),
  monthName: translateFormat(`monthName.${String(m) as MonthNumber}`),
  year: y,
  weekday: translateFormat(`day.${WEEK_FROM_SUNDAY[new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay()]!}`),
});

/** `5_3_2026` → `5 Mar 2026`, `5 मार्च 2026`, `5 ಮಾರ್ಚ್ 2026`: one shape per language. Unparseable: as it is. */
export function formatSlotDate(slotDate: string): string {
  const date = calendarDate(slotDate);
  return date ? translateFormat('slotDate', dateWords(date)) : slotDate;
}

/** `1_12_2026` → `Tuesday 1 December 2026`, `मंगलवार, 1 दिसंबर 2026`: a letter's or a receipt's full date. */
export function formatLongDate(slotDate: string): string {
  const date = calendarDate(slotDate);
  return date ? translateFormat('longDate', dateWords(date)) : slotDate;
}

/**
 * `5_3_2026` → `Thursday 5 March`, `गुरुवार, 5 मार्च`, `ಗುರುವಾರ, 5 ಮಾರ್ಚ್`: a day within the booking window or
 * a closure soon, where the year goes without saying. The day before the month in every language.
 */
export function formatDayDate(slotDate: string): string {
  const date = calendarDate(slotDate);
  return date ? translateFormat('dayDate', dateWords(date)) : slotDate;
}

/** `25_11_2026` → `25 November 2026`, `25 नवंबर 2026`, `25 ನವೆಂಬರ್ 2026`: a date in full, without its weekday. */
export function formatFullDate(slotDate: string): string {
  const date = calendarDate(slotDate);
  return date ? translateFormat('fullDate', dateWords(date)) : slotDate;
}

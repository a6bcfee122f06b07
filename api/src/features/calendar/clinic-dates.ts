import { dayNumber, toSlotDate } from '@clinic/shared/booking';

/**
 * Dates of the clinic's calendar as day numbers (days since 1970-01-01, `dayNumber` of @clinic/shared/booking),
 * so ranges are sums and comparisons; `D_M_YYYY` only at the edges (the stored text, the answers).
 */

const DAY_MS = 86_400_000;
const calendars = new Map<string, Intl.DateTimeFormat>();

let last: { zone: string; minute: number; today: { day: number; time: string } } | undefined;

/** Today at the clinic, as a day number, and the clinic's time now (`HH:mm`). */
export function clinicToday(now: Date, timeZone: string): { day: number; time: string } {
  // Once a minute per zone: booking asks on every request, and formatToParts is the slow part.
  const minute = Math.floor(now.getTime() / 60_000);
  if (last?.minute === minute && last.zone === timeZone) return last.today;
  const today = readClinicToday(now, timeZone);
  last = { zone: timeZone, minute, today };
  return today;
}

function readClinicToday(now: Date, timeZone: string): { day: number; time: string } {
  let calendar = calendars.get(timeZone);
  if (!calendar)
    calendars.set(
      timeZone,
      (calendar = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })),
    );
  const part = Object.fromEntries(calendar.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    day: Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day)) / DAY_MS,
    time: `${part.hour}:${part.minute}`,
  };
}

/** A day number as `D_M_YYYY`. */
export function slotDateOf(day: number): string {
  const date = new Date(day * DAY_MS);
  return toSlotDate(date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear());
}

/** `D_M_YYYY` of `count` days from `first` on. */
export const slotDatesFrom = (first: number, count: number): string[] =>
  Array.from({ length: Math.max(0, count) }, (_, i) => slotDateOf(first + i));

/** The day number of a date the schema let through, or undefined when it is no real day (31_2_2026). */
export function realDay(slotDate: string): number | undefined {
  const day = dayNumber(slotDate);
  return Number.isNaN(day) ? undefined : day;
}

import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { SlotsBooked } from '../contract/doctor';

/**
 * The api's zone when CLINIC_TZ is unset. Only the api reads it: every rule below takes the zone as a
 * parameter, and the screens get the api's zone with the doctor list (`clinicTz`), never this default.
 */
export const DEFAULT_CLINIC_TZ = 'Asia/Kolkata';
export const BOOKING_WINDOW_DAYS = 7;
export const SLOT_MINUTES = 30;
export const FIRST_SLOT_HOUR = 10;
/** Slots run until 21:00, so the last one starts at 20:30. */
export const CLOSING_HOUR = 21;

export interface SlotDay {
  /** `D_M_YYYY` (decision 2). */
  slotDate: string;
  /** 0 = Sunday, in the clinic's time zone. */
  weekday: number;
  dayOfMonth: number;
  month: number;
  year: number;
  /** Free `HH:mm` times, in order. */
  slots: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toSlotTime = (minutesOfDay: number) => `${pad(Math.floor(minutesOfDay / 60))}:${pad(minutesOfDay % 60)}`;
export const toSlotDate = (day: number, month: number, year: number) => `${day}_${month}_${year}`;

/**
 * Minutes after midnight of the first slot offered on a day (decision 4): today, from 10:00 on, the next
 * hour after the current one, at :30 when the current time is past the half hour; otherwise 10:00.
 */
export function firstSlotMinutes(isToday: boolean, hour: number, minute: number): number {
  if (!isToday || hour < FIRST_SLOT_HOUR) return FIRST_SLOT_HOUR * 60;
  return (hour + 1) * 60 + (minute > 30 ? 30 : 0);
}

function gridFrom(startMinutes: number): string[] {
  const times: string[] = [];
  for (let m = startMinutes; m + SLOT_MINUTES <= CLOSING_HOUR * 60; m += SLOT_MINUTES) times.push(toSlotTime(m));
  return times;
}

/**
 * The 7 bookable days starting today in the clinic's time zone, whatever the browser's zone is
 * (decision 1), each with its free slots. Booked times are left out; a day with none left keeps its date.
 */
export function buildSlotDays(now: Date, timeZone: string, booked: SlotsBooked = {}): SlotDay[] {
  const today = new TZDate(now.getTime(), timeZone);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => {
    const day = addDays(today, i);
    const slotDate = toSlotDate(day.getDate(), day.getMonth() + 1, day.getFullYear());
    const taken = new Set(booked[slotDate] ?? []);
    const start = firstSlotMinutes(i === 0, today.getHours(), today.getMinutes());
    return {
      slotDate,
      weekday: day.getDay(),
      dayOfMonth: day.getDate(),
      month: day.getMonth() + 1,
      year: day.getFullYear(),
      slots: gridFrom(start).filter((t) => !taken.has(t)),
    };
  });
}

export type SlotCheck = { ok: true } | { ok: false; reason: 'outside-window' | 'not-offered' };

const DAY_MS = 86_400_000;
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time at the clinic; the formatter is made once per zone (it is the slow part). */
function clinicClock(now: Date, timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const part: Record<string, number> = {};
  for (const p of clock.formatToParts(now)) part[p.type] = Number(p.value);
  return { day: Date.UTC(part.year!, part.month! - 1, part.day!), hour: part.hour!, minute: part.minute! };
}

/**
 * The server's re-check of a booking (decision 5): same grid, hours, window and "not in the past" as
 * `buildSlotDays` offers (a test holds the two equal), worked out for the one day asked, since the
 * server runs it on every booking.
 */
export function checkSlot(now: Date, slotDate: string, slotTime: string, timeZone: string): SlotCheck {
  const [d, m, y] = slotDate.split('_').map(Number);
  const asked = Date.UTC(y!, m! - 1, d!);
  // 31_2_2026 would roll over into March: not a date anyone was offered.
  if (Number.isNaN(asked) || new Date(asked).getUTCDate() !== d || new Date(asked).getUTCMonth() !== m! - 1)
    return { ok: false, reason: 'outside-window' };
  const clock = clinicClock(now, timeZone);
  const offset = Math.round((asked - clock.day) / DAY_MS);
  if (offset < 0 || offset >= BOOKING_WINDOW_DAYS) return { ok: false, reason: 'outside-window' };
  const [hh, mm] = slotTime.split(':').map(Number);
  const minutes = hh! * 60 + mm!;
  const offered =
    minutes % SLOT_MINUTES === 0 &&
    minutes >= firstSlotMinutes(offset === 0, clock.hour, clock.minute) &&
    minutes + SLOT_MINUTES <= CLOSING_HOUR * 60;
  return offered ? { ok: true } : { ok: false, reason: 'not-offered' };
}

/** The instant a slot starts, for calendars and ordering. */
export function slotStart(slotDate: string, slotTime: string, timeZone: string): Date {
  const [d, m, y] = slotDate.split('_').map(Number);
  const [hh, mm] = slotTime.split(':').map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, hh!, mm!, 0, timeZone).getTime());
}

/** The clinic's wall clock of an instant, as the spec writes a slot: the inverse of `slotStart`. */
export function slotOf(instant: Date, timeZone: string): { slotDate: string; slotTime: string } {
  const clock = clinicClock(instant, timeZone);
  const day = new Date(clock.day);
  return {
    slotDate: toSlotDate(day.getUTCDate(), day.getUTCMonth() + 1, day.getUTCFullYear()),
    slotTime: toSlotTime(clock.hour * 60 + clock.minute),
  };
}

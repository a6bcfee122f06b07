import { TZDate } from '@date-fns/tz';
import { DAY_NAMES } from '@clinic/shared/format';
import type { ClinicHours, DayClosedReason, Interval, WeeklyHours } from '../contract/schedule';
import { freeStarts, type MinuteSpan } from './free-starts';
import { FIRST_SLOT_HOUR, SLOT_MINUTES, slotStart, toSlotDate, toSlotTime } from './slots';

/**
 * The one rule of what a patient may book (decision 44): the clinic's weekly hours, its
 * closures, the doctor's own week and leave, the booking window, the first-slot rule (decision 4), the
 * minimum notice and the bookings already made. The api answers `GET /api/doctor/slots/:docId` with
 * `scheduleDays` and re-checks each booking with `checkBookable`; the screens show what the api answers.
 * All wall-clock, in the clinic's zone; the clinic's zone is taken to have no daylight saving.
 */

/** Keys of a week, in the order `Date.getDay()` numbers them (0 = Sunday). */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** Monday first, as the clinic's screens list a week. */
export const WEEK_ORDER = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/**
 * The weekdays' names by key, from the one list of @clinic/shared/format (which the public pages load
 * without this entry), read when used, so they follow the language on screen.
 */
export const WEEKDAY_NAMES = Object.defineProperties(
  {},
  Object.fromEntries(WEEK_ORDER.map((key, n) => [key, { get: () => DAY_NAMES[n]!, enumerable: true }])),
) as Readonly<Record<(typeof WEEK_ORDER)[number], string>>;

/** Minutes after midnight of an `HH:mm` time (`24:00` → 1440). */
export const gridMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** 1440 → `24:00`, the end of a day. */
export const gridTime = (minutes: number) => toSlotTime(minutes);

const everyDay = (from: string, to: string): WeeklyHours => {
  const day = () => [{ from, to }];
  return { mon: day(), tue: day(), wed: day(), thu: day(), fri: day(), sat: day(), sun: day() };
};

/** A new or demo database starts with the spec's grid: every day 10:00–21:00, 7 days, no notice, no cut-off. */
export const DEFAULT_CLINIC_HOURS: ClinicHours = {
  weekly: everyDay('10:00', '21:00'),
  windowDays: 7,
  minNoticeMinutes: 0,
  cancelCutoffMinutes: 0,
  holdReleaseMinutes: 0,
};

export interface LeaveSpan {
  from: string;
  to: string;
  fromTime?: string;
  toTime?: string;
}

/** What decides whether a time is open at all, before the clock and the bookings. */
export interface OpenHours {
  hours: Pick<ClinicHours, 'weekly' | 'windowDays' | 'minNoticeMinutes'>;
  /** The doctor's own week, or null: all the clinic's hours. */
  doctorWeekly: WeeklyHours | null;
  closures: readonly { slotDate: string; reason: string }[];
  leave: readonly LeaveSpan[];
  /** An unavailable doctor (spec section 4) is away every day. */
  available?: boolean;
}

export interface ScheduleRules extends OpenHours {
  /**
   * `slotDate` → the spans of the day, in minutes after midnight, held by this doctor's visits that hold
   * their time (every one not cancelled), each as long as the visit (decision 57).
   */
  booked: Readonly<Record<string, readonly MinuteSpan[]>>;
}

/** A visit booked at `slotTime` for `minutes`, as the span of its day it holds. */
export const bookedSpan = (slotTime: string, minutes: number): MinuteSpan => [gridMinutes(slotTime), gridMinutes(slotTime) + minutes];

/**
 * The grid times whose consultation a visit at `slotTime` of `minutes` rules out: every cell it overlaps
 * (a 90-minute fitting at 10:00 holds 10:00, 10:30 and 11:00). The spec's `slots_booked` lists these, so a
 * client that offers the grid less `slots_booked` offers no time the visit covers.
 */
export function heldGridTimes(slotTime: string, minutes: number): string[] {
  const [from, to] = bookedSpan(slotTime, minutes);
  const times: string[] = [];
  for (let m = Math.floor(from / SLOT_MINUTES) * SLOT_MINUTES; m < to && m < 1440; m += SLOT_MINUTES) times.push(toSlotTime(m));
  return times;
}

export interface ScheduleDay {
  slotDate: string;
  /** 0 = Sunday. */
  weekday: number;
  dayOfMonth: number;
  month: number;
  year: number;
  /** Exactly the `HH:mm` times a patient may book now, in order. */
  times: string[];
  /** Why `times` is empty, when it is. */
  reason?: DayClosedReason;
  /** The closure's reason, on a day the clinic closed. */
  note?: string;
}

/** The part of `a` that is also in `b`, both sorted lists of intervals in minutes. */
function intersect(a: readonly Interval[], b: readonly Interval[]): [number, number][] {
  const out: [number, number][] = [];
  for (const x of a)
    for (const y of b) {
      const from = Math.max(gridMinutes(x.from), gridMinutes(y.from));
      const to = Math.min(gridMinutes(x.to), gridMinutes(y.to));
      if (to > from) out.push([from, to]);
    }
  return out.sort((p, q) => p[0] - q[0]);
}

/** The intervals a doctor works on a weekday: their own week inside the clinic's hours. */
export function workingIntervals(hours: Pick<OpenHours, 'hours' | 'doctorWeekly'>, weekday: number): [number, number][] {
  const key = WEEKDAY_KEYS[weekday]!;
  const clinic = hours.hours.weekly[key];
  return intersect(clinic, hours.doctorWeekly ? hours.doctorWeekly[key] : clinic);
}

/** The doctor's own week as it stands inside the clinic's hours (what the doctor actually works). */
export function effectiveWeek(hours: Pick<OpenHours, 'hours' | 'doctorWeekly'>): WeeklyHours {
  const week = {} as WeeklyHours;
  WEEKDAY_KEYS.forEach((key, weekday) => {
    week[key] = workingIntervals(hours, weekday).map(([from, to]) => ({ from: gridTime(from), to: gridTime(to) }));
  });
  return week;
}

/** `D_M_YYYY` as a day number (days since 1970-01-01), for ranges; NaN when it is not a real date. */
export function dayNumber(slotDate: string): number {
  const [d, m, y] = slotDate.split('_').map(Number);
  const at = Date.UTC(y!, m! - 1, d!);
  const date = new Date(at);
  if (Number.isNaN(at) || date.getUTCDate() !== d || date.getUTCMonth() !== m! - 1) return NaN;
  return at / 86_400_000;
}

/** The start minutes of the grid slots of a day that are open: working hours, less closures and leave. */
function openTimes(
  open: OpenHours,
  slotDate: string,
  weekday: number,
): { minutes: number[]; working?: MinuteSpan[]; away?: MinuteSpan[]; reason?: DayClosedReason; note?: string } {
  const closure = open.closures.find((c) => c.slotDate === slotDate);
  if (closure) return { minutes: [], reason: 'closed', note: closure.reason };
  if (open.hours.weekly[WEEKDAY_KEYS[weekday]!].length === 0) return { minutes: [], reason: 'closed' };
  if (open.available === false) return { minutes: [], reason: 'away' };
  const working = workingIntervals(open, weekday);
  if (working.length === 0) return { minutes: [], reason: 'off' };

  const day = dayNumber(slotDate);
  const leaveToday = open.leave.filter((l) => dayNumber(l.from) <= day && day <= dayNumber(l.to));
  // A row from the database carries null times: whole days, as an absent time is.
  if (leaveToday.some((l) => !l.fromTime || !l.toTime)) return { minutes: [], reason: 'away' };
  const away: MinuteSpan[] = leaveToday.map((l) => [gridMinutes(l.fromTime!), gridMinutes(l.toTime!)]);
  const minutes = freeStarts(working, away, SLOT_MINUTES, SLOT_MINUTES);
  return minutes.length ? { minutes, working, away } : { minutes: [], reason: 'away' };
}

/** Whether a time is within the hours at all (clinic, doctor's week, closures, leave): the test for "affected". */
export function isOpen(open: OpenHours, slotDate: string, slotTime: string): boolean {
  const day = dayNumber(slotDate);
  if (Number.isNaN(day)) return false;
  const weekday = new Date(day * 86_400_000).getUTCDay();
  return openTimes(open, slotDate, weekday).minutes.includes(gridMinutes(slotTime));
}

interface ClinicNow {
  /** Today at the clinic, as a day number. */
  day: number;
  /** Minutes after the clinic's midnight. */
  minutes: number;
}

let lastNow: { zone: string; minute: number; at: ClinicNow } | undefined;

/** The clinic's day and minute at `now`; worked out once a minute per zone (booking asks on every request). */
function clinicNow(now: Date, timeZone: string): { at: ClinicNow } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastNow?.minute === minute && lastNow.zone === timeZone) return { at: lastNow.at };
  const today = new TZDate(now.getTime(), timeZone);
  const day = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / 86_400_000;
  const at = { day, minutes: today.getHours() * 60 + today.getMinutes() };
  lastNow = { zone: timeZone, minute, at };
  return { at };
}

/**
 * The earliest start, in minutes of `offset` days from today, that the first-slot rule (decision 4) and the
 * minimum notice allow. Today, once the clinic's first hour has come, that is the next hour after the
 * current one (at :30 when the current time is past the half hour); before it, the day's opening.
 */
function earliestStart(at: ClinicNow, offset: number, firstOpening: number, minNotice: number): number {
  const notice = at.minutes + minNotice - offset * 1440;
  if (offset > 0) return notice;
  const hour = Math.floor(at.minutes / 60);
  const openingHour = Math.min(FIRST_SLOT_HOUR, Math.floor(firstOpening / 60));
  const rule = hour < openingHour ? 0 : (hour + 1) * 60 + (at.minutes % 60 > 30 ? 30 : 0);
  return Math.max(rule, notice);
}

/**
 * `day` is a day number; its UTC fields are the clinic's calendar date (no zone arithmetic per day: it is
 * the hot path). `duration`: the length of the visit to be booked; starts stay on the clinic's grid.
 */
function dayAt(now: ClinicNow, rules: ScheduleRules, day: number, offset: number, duration: number): ScheduleDay {
  const date = new Date(day * 86_400_000);
  const [dayOfMonth, month, year] = [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear()];
  const slotDate = toSlotDate(dayOfMonth, month, year);
  const weekday = date.getUTCDay();
  const base = { slotDate, weekday, dayOfMonth, month, year };
  const open = openTimes(rules, slotDate, weekday);
  if (open.reason) return { ...base, times: [], reason: open.reason, ...(open.note && { note: open.note }) };
  const earliest = earliestStart(now, offset, open.minutes[0]!, rules.hours.minNoticeMinutes);
  const timely = open.minutes.filter((m) => m >= earliest);
  if (timely.length === 0) return { ...base, times: [], reason: 'over' };
  const free = new Set(freeStarts(open.working!, [...open.away!, ...(rules.booked[slotDate] ?? [])], duration, SLOT_MINUTES));
  const times = timely.filter((m) => free.has(m)).map(toSlotTime);
  return times.length ? { ...base, times } : { ...base, times: [], reason: 'full' };
}

/**
 * Every day of the booking window, today first, with exactly the times a patient may book now for a visit
 * of `duration` minutes (a consultation's, unless a service is asked for).
 */
export function scheduleDays(now: Date, timeZone: string, rules: ScheduleRules, duration = SLOT_MINUTES): ScheduleDay[] {
  const { at } = clinicNow(now, timeZone);
  return Array.from({ length: rules.hours.windowDays }, (_, offset) => dayAt(at, rules, at.day + offset, offset, duration));
}

export type BookableCheck = { ok: true } | { ok: false; reason: 'outside-window' | DayClosedReason | 'not-offered' };

/**
 * The server's re-check of a booking: the same rule as `scheduleDays`, worked out for the one day asked
 * (a property test holds the two equal). `not-offered`: the day has times, but not this one.
 */
export function checkBookable(
  now: Date,
  timeZone: string,
  rules: ScheduleRules,
  slotDate: string,
  slotTime: string,
  duration = SLOT_MINUTES,
): BookableCheck {
  const asked = dayNumber(slotDate);
  const { at } = clinicNow(now, timeZone);
  const offset = asked - at.day;
  if (Number.isNaN(asked) || offset < 0 || offset >= rules.hours.windowDays) return { ok: false, reason: 'outside-window' };
  const day = dayAt(at, rules, asked, offset, duration);
  if (day.times.includes(slotTime)) return { ok: true };
  return { ok: false, reason: day.reason ?? 'not-offered' };
}

/**
 * Whether a patient may still cancel online (decision 44): with no cut-off, any time (as the spec has it);
 * with one, until (not at) `cutoffMinutes` before the start. Staff may always cancel.
 */
export function canPatientCancel(
  slot: { slotDate: string; slotTime: string },
  now: Date,
  timeZone: string,
  cutoffMinutes: number,
): boolean {
  if (cutoffMinutes <= 0) return true;
  // At start − cut-off exactly it is already too late.
  return slotStart(slot.slotDate, slot.slotTime, timeZone).getTime() - now.getTime() > cutoffMinutes * 60_000;
}

import { SLOT_MINUTES, checkBookable, slotStart, type BookableCheck } from '@clinic/shared/booking';
import { MESSAGES } from '@clinic/shared/contract';
import { conflict, notFound, type HttpError } from '../../http/errors';
import { msg } from '../../i18n';
import type { LoadedSchedule } from '../calendar';
import { DOCTOR_NOT_FOUND } from '../../http/refusals';

export const SLOT_NOT_OFFERED = msg('Please choose one of the times offered for that day');
export const CLINIC_CLOSED = msg('The clinic is closed on that day');
export const DOCTOR_AWAY = msg('The doctor is away then');
export const DOCTOR_OFF = msg('The doctor does not work on that day');
export const TIME_PASSED = msg('That time has passed');
export const CALENDAR_CHANGED = msg('The clinic’s calendar has just changed. Please choose a time again.');
export const outsideWindow = (windowDays: number) =>
  msg('Please choose a day within the next {days, plural, one {{days} day} other {{days} days}}', { days: windowDays });

type Refused = Exclude<BookableCheck, { ok: true }>['reason'];

const MESSAGE: Record<Exclude<Refused, 'outside-window' | 'not-offered' | 'over'>, string> = {
  closed: CLINIC_CLOSED,
  away: DOCTOR_AWAY,
  off: DOCTOR_OFF,
  full: MESSAGES.slotNotAvailable,
};

export interface AskedSlot {
  slotDate: string;
  slotTime: string;
}

/**
 * Why the calendar refuses a visit of `duration` minutes at the slot, as the 404 or 409 the patient reads,
 * or undefined when it may be booked (decisions 45 and 57). The bookings already made are left to the
 * exclusion constraints, which say "Slot Not Available" race-free; an unavailable doctor keeps the message
 * the spec gives them.
 */
export function calendarRefusal(
  schedule: LoadedSchedule | null,
  slot: AskedSlot,
  now: Date,
  clinicTz: string,
  duration = SLOT_MINUTES,
): HttpError | undefined {
  if (!schedule) return notFound(DOCTOR_NOT_FOUND);
  if (schedule.rules.available === false) return conflict(MESSAGES.doctorNotAvailable);
  const check = checkBookable(now, clinicTz, { ...schedule.rules, booked: {} }, slot.slotDate, slot.slotTime, duration);
  if (check.ok) return undefined;
  if (check.reason === 'outside-window') return conflict(outsideWindow(schedule.hours.windowDays));
  if (check.reason === 'not-offered' || check.reason === 'over') {
    // A time that is gone, whether or not its day has later ones; one within the notice is just not offered.
    const passed = /^\d\d:\d\d$/.test(slot.slotTime) && slotStart(slot.slotDate, slot.slotTime, clinicTz) <= now;
    return conflict(passed ? TIME_PASSED : SLOT_NOT_OFFERED);
  }
  return conflict(MESSAGE[check.reason]);
}

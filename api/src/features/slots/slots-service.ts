import { scheduleDays } from '@clinic/shared/booking';
import { calls, type SlotsDay } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { clinicToday, slotDatesFrom, loadSchedule, type LoadedSchedule } from '../calendar';
import { slotsNow } from './slots-repository';
import { DOCTOR_NOT_FOUND } from '../../http/refusals';

/**
 * The calendar of each doctor (hours, closures, their week and leave) as last read, for the clinic's day
 * it was read on. Each request still reads the calendar's version, the doctor's availability and the
 * bookings, in one round trip; the rest is read again only when the version has moved (every change of
 * the calendar moves it, decision 44), so the answer is always the calendar as it is.
 */
const kept = new WeakMap<Db, Map<string, { day: number; schedule: LoadedSchedule }>>();
const MAX_KEPT = 1000;

function keptOf(db: Db) {
  let doctors = kept.get(db);
  if (!doctors) kept.set(db, (doctors = new Map()));
  return doctors;
}

/**
 * The one source of free slots (decisions 45 and 57): every day of the booking window, today first,
 * with exactly the times the patient may book now for a visit of `duration` minutes by the rule booking
 * re-checks (`checkBookable`), and why a day has none. A deleted or unknown doctor is not found.
 */
export async function doctorSlots(db: Db, docId: string, clinicTz: string, now = new Date(), duration?: number): Promise<SlotsDay[]> {
  const today = clinicToday(now, clinicTz).day;
  const doctors = keptOf(db);
  const hit = doctors.get(docId);
  let schedule: LoadedSchedule | null | undefined;
  if (hit && hit.day === today) {
    const fresh = await slotsNow(db, docId, slotDatesFrom(today, hit.schedule.hours.windowDays));
    if (!fresh) throw notFound(DOCTOR_NOT_FOUND);
    if (fresh.version === hit.schedule.version)
      schedule = { ...hit.schedule, rules: { ...hit.schedule.rules, available: fresh.available, booked: fresh.booked } };
  }
  if (!schedule) {
    schedule = await loadSchedule(db, docId, now, clinicTz);
    if (!schedule) {
      doctors.delete(docId);
      throw notFound(DOCTOR_NOT_FOUND);
    }
    if (doctors.size >= MAX_KEPT) doctors.clear();
    doctors.set(docId, { day: today, schedule });
  }
  return scheduleDays(now, clinicTz, schedule.rules, duration).map(({ slotDate, times, reason, note }) => ({
    slotDate,
    times,
    ...(reason && { reason }),
    ...(note !== undefined && { note }),
  }));
}

/**
 * The whole answer as JSON, passed through the response schema first, for the answer cache: served from it
 * the route skips its serializer, and the schema still holds for what leaves.
 */
export async function doctorSlotsJson(db: Db, docId: string, clinicTz: string, duration?: number): Promise<string> {
  const days = await doctorSlots(db, docId, clinicTz, new Date(), duration);
  return JSON.stringify(calls.doctorSlots.response.parse({ success: true, message: '', days }));
}

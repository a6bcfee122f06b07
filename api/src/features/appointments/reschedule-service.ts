import { canPatientCancel, hasStarted, slotStart } from '@clinic/shared/booking';
import { CLINIC } from '@clinic/shared/clinic';
import { MESSAGES, type RescheduleRequest } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { conflict, isOverlapViolation, notFound, unauthorized } from '../../http/errors';
import { msg } from '../../i18n';
import type { LoadedSchedule } from '../calendar';
import { ALREADY, APPOINTMENT_NOT_FOUND, type ClinicClock } from './appointment-actions';
import { findAppointment, moveActive, type Scope } from './appointment-repository';
import { freshCalendar, keptCalendar } from './booking-calendar';
import { CALENDAR_CHANGED, calendarRefusal } from './booking-refusals';
import { ALREADY_BOOKED_THEN } from './booking-service';
import type { Actor } from './events/appointment-event';

export const SAME_TIME = msg('That is already the time of this appointment');
export const STARTED_ALREADY = msg('This appointment has already started, so its time cannot be changed');
export const MOVED_MEANWHILE = msg('This appointment was changed a moment ago. Please look at it again.');
/** A patient's move inside the clinic's cut-off, like a cancel (decision 44): staff can still move it. */
export const TOO_SOON_TO_MOVE = msg('This appointment starts too soon to change online. Please call the clinic on {phone}.', {
  phone: CLINIC.phones[0],
});

type Slot = { slotDate: string; slotTime: string };

/** Who is moving it: the patient is held to the cancellation cut-off, staff are not. */
export type Mover = 'patient' | 'staff';

/**
 * Moves an active appointment within the caller's scope to another time of the same doctor (decision 48,
 * decision 48). The new time must be one the doctor's slots offer now (`calendarRefusal`, the booking
 * rule); the move is one conditional UPDATE of the row, so its id, payment, amount and snapshots stay,
 * the old time is free the moment it commits, and the partial unique indexes that decide between two
 * bookings decide between a move and a booking, or two moves, of one time. The statement writes only
 * while the appointment is still active at the time it was read at, and the calendar still the version
 * the new time (and the patient's cut-off) was checked against; a calendar that changed meanwhile is read
 * again once. A patient's account standing (`standing`) may be read beside the appointment rather than
 * before it, by the route.
 */
export async function rescheduleAppointment(
  db: Db,
  scope: Scope,
  request: RescheduleRequest,
  mover: Mover,
  clock: ClinicClock,
  by?: Actor,
  standing: boolean | Promise<boolean> = true,
): Promise<void> {
  const now = clock.now ?? new Date();
  const [row, inStanding] = await Promise.all([findAppointment(db, request.appointmentId, scope), standing]);
  if (!inStanding) throw unauthorized(SIGN_IN_AGAIN);
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  const status = row.status;
  if (status !== 'active') throw conflict(ALREADY[status]);
  if (hasStarted(row, now, clock.clinicTz)) throw conflict(STARTED_ALREADY);
  if (row.slotDate === request.slotDate && row.slotTime === request.slotTime) throw conflict(SAME_TIME);

  // The calendar a booking keeps, as booking does: the statement's version check catches one out of date,
  // and a refusal is confirmed on a fresh read.
  const kept = keptCalendar(db, row.docId, now, clock.clinicTz);
  let schedule = kept ?? (await freshCalendar(db, row.docId, now, clock.clinicTz));
  let fresh = !kept;
  for (;;) {
    let refusal = refusalOf(schedule, row, request, mover, now, clock.clinicTz);
    if (refusal && !fresh) {
      schedule = await freshCalendar(db, row.docId, now, clock.clinicTz);
      fresh = true;
      refusal = refusalOf(schedule, row, request, mover, now, clock.clinicTz);
    }
    if (refusal) throw refusal;
    if (
      await moveOrRefuse(
        db,
        scope,
        row,
        { ...request, startsAt: slotStart(request.slotDate, request.slotTime, clock.clinicTz) },
        schedule!.version,
        by,
      )
    )
      return;

    const after = await findAppointment(db, request.appointmentId, scope);
    if (!after) throw notFound(APPOINTMENT_NOT_FOUND);
    const statusAfter = after.status;
    if (statusAfter !== 'active') throw conflict(ALREADY[statusAfter]);
    if (after.slotDate !== row.slotDate || after.slotTime !== row.slotTime) throw conflict(MOVED_MEANWHILE);
    // Still active where it was: the calendar changed since the new time was checked. Once more, fresh.
    if (fresh) throw conflict(CALENDAR_CHANGED);
    schedule = await freshCalendar(db, row.docId, now, clock.clinicTz);
    fresh = true;
  }
}

/**
 * Why the calendar refuses the new time for the whole visit (its own length, decision 57), or (for the
 * patient) the clinic's cut-off refuses the move.
 */
function refusalOf(
  schedule: LoadedSchedule | null,
  from: Slot & { durationMinutes: number },
  to: Slot,
  mover: Mover,
  now: Date,
  clinicTz: string,
) {
  const refusal = calendarRefusal(schedule, to, now, clinicTz, from.durationMinutes);
  if (refusal || mover === 'staff') return refusal;
  return canPatientCancel(from, now, clinicTz, schedule!.hours.cancelCutoffMinutes) ? undefined : conflict(TOO_SOON_TO_MOVE);
}

async function moveOrRefuse(
  db: Db,
  scope: Scope,
  from: Slot & { id: string; startsAt: Date },
  to: Slot & { startsAt: Date },
  version: number,
  by?: Actor,
): Promise<boolean> {
  try {
    return await moveActive(db, scope, from, to, version, by);
  } catch (error) {
    if (isOverlapViolation(error, 'appointments_doctor_no_overlap')) throw conflict(MESSAGES.slotNotAvailable);
    if (isOverlapViolation(error, 'appointments_patient_no_overlap')) throw conflict(ALREADY_BOOKED_THEN);
    throw error;
  }
}

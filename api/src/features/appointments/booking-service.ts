import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type BookAppointmentRequest } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { clinicSettings, doctors, users } from '../../db/schema';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { conflict, isOverlapViolation, notFound, unauthorized } from '../../http/errors';
import { msg } from '../../i18n';
import { serviceOfDoctor } from '../clinic-services';
import { insertBooking } from './appointment-repository';
import { bookingCalendar, freshCalendar, keptCalendar } from './booking-calendar';
import type { LoadedSchedule } from '../calendar';
import { CALENDAR_CHANGED, calendarRefusal } from './booking-refusals';
import type { Booking, BookingLimits } from './booking-statement';
import { DOCTOR_NOT_FOUND } from '../../http/refusals';

export const ALREADY_BOOKED_THEN = msg('You already have an appointment at this time');
export const tooManyUpcoming = (cap: number) =>
  msg(
    'You already have {cap, plural, one {{cap} upcoming appointment} other {{cap} upcoming appointments}}. Please attend or cancel one before booking another.',
    { cap },
  );

/** An account that has proved neither its e-mail nor a phone, at its cap (decision 34): what to do is in the words. */
export const CONFIRM_TO_BOOK_MORE = msg(
  'Please confirm your e-mail address or phone number before booking another appointment. You can do it from My Profile.',
);

/**
 * What a booking that wrote nothing met, in one round trip: the calendar's version, the doctor (null: gone)
 * and the patient. A hoarder's flood is mostly such refusals, so each costs one query, not three at once.
 */
async function whyNotWritten(db: Db, userId: string, docId: string) {
  const [row] = await db
    .select({
      version: clinicSettings.scheduleVersion,
      doctorAvailable: sql<boolean | null>`(select ${doctors.available} from ${doctors}
        where ${doctors.id} = ${docId} and ${doctors.deletedAt} is null)`,
      patient: sql<{ blocked: boolean; deleted: boolean; epoch: number; proved: boolean } | null>`(select json_build_object(
        'blocked', ${users.blockedAt} is not null, 'deleted', ${users.deletedAt} is not null, 'epoch', ${users.sessionEpoch},
        'proved', coalesce(${users.emailVerifiedAt}, ${users.phoneVerifiedAt}) is not null) from ${users} where ${users.id} = ${userId})`,
    })
    .from(clinicSettings)
    .where(eq(clinicSettings.id, 1));
  return { ...row!, version: Number(row!.version) };
}

/** Writes the booking; a slot already held is the 409 of the index that holds it. */
async function write(db: Db, limits: BookingLimits, booking: Booking): Promise<string | undefined> {
  try {
    return await insertBooking(db, limits, booking);
  } catch (error) {
    if (isOverlapViolation(error, 'appointments_doctor_no_overlap')) throw conflict(MESSAGES.slotNotAvailable);
    if (isOverlapViolation(error, 'appointments_patient_no_overlap')) throw conflict(ALREADY_BOOKED_THEN);
    throw error;
  }
}

/**
 * Books a slot for the signed-in patient (decisions 5 and 45): the slot must be one `GET
 * /api/doctor/slots/:docId` offers now, by the same rule (`checkBookable`) on the clinic's calendar, in
 * the clinic's zone; anything else is a 409 that says why. The partial unique indexes decide between two
 * bookings of one slot: no check-then-insert race, and when all is well one statement, shared with the
 * bookings arriving at the same moment. The same statement refuses a blocked patient, one who already has
 * `limits.maxUpcoming` upcoming appointments (`limits.unprovedUpcoming` until the account proved its e-mail or
 * a phone), a token whose session has ended (`sessionEpoch`, the token's
 * claim: accounts/sessions), and a slot checked against a calendar that has changed since:
 * that one is checked again against the calendar as it is now, then booked or refused (a kept calendar
 * that was out of date does not use up that second check). A service the doctor offers is booked at its
 * length and fee, read now (decision 57); a consultation, the spec's booking, at 30 minutes and the doctor's fee.
 */
export async function bookAppointment(
  db: Db,
  limits: BookingLimits,
  userId: string,
  request: BookAppointmentRequest,
  now = new Date(),
  sessionEpoch = 0,
): Promise<string> {
  const { docId, slotDate, slotTime } = request;
  const { name, age, email, phone, message } = request.userData;
  const service = request.serviceId ? await serviceOfDoctor(db, docId, request.serviceId) : undefined;
  const booking = {
    userId,
    sessionEpoch,
    docId,
    slotDate,
    slotTime,
    userData: { name, age: typeof age === 'number' ? age : null, email: email || '', phone, message: message ?? '' },
    ...(service && { service }),
  };
  const duration = service?.durationMinutes;

  const kept = keptCalendar(db, docId, now, limits.clinicTz);
  let { schedule, fresh } = kept
    ? { schedule: kept as LoadedSchedule | null, fresh: false }
    : await bookingCalendar(db, docId, now, limits.clinicTz);
  // Writes checked against a calendar read for this booking: the first, and once more if it changed.
  let checkedFresh = 0;
  for (;;) {
    let refusal = calendarRefusal(schedule, request, now, limits.clinicTz, duration);
    if (refusal && !fresh) {
      schedule = await freshCalendar(db, docId, now, limits.clinicTz);
      fresh = true;
      refusal = calendarRefusal(schedule, request, now, limits.clinicTz, duration);
    }
    if (refusal) throw refusal;
    if (fresh) checkedFresh++;
    const checked = schedule!.version;
    const id = await write(db, limits, { ...booking, version: checked });
    if (id) return id;

    // Nothing was written: say why, unless the calendar changed since the slot was checked.
    const why = await whyNotWritten(db, userId, docId);
    if (why.version === checked) {
      const { patient, doctorAvailable } = why;
      // A blocked or deleted patient, or an ended session, is signed out (the guard skipped that look-up here).
      if (!patient || patient.blocked || patient.deleted || patient.epoch !== sessionEpoch) throw unauthorized(SIGN_IN_AGAIN);
      if (doctorAvailable === null) throw notFound(DOCTOR_NOT_FOUND);
      if (!doctorAvailable) throw conflict(MESSAGES.doctorNotAvailable);
      const unprovedCap = Math.min(limits.unprovedUpcoming ?? limits.maxUpcoming, limits.maxUpcoming);
      throw conflict(patient.proved || unprovedCap === limits.maxUpcoming ? tooManyUpcoming(limits.maxUpcoming) : CONFIRM_TO_BOOK_MORE);
    }
    if (checkedFresh >= 2) throw conflict(CALENDAR_CHANGED);
    schedule = await freshCalendar(db, docId, now, limits.clinicTz);
    fresh = true;
  }
}

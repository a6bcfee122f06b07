import { checkSlot } from '@clinic/shared/booking';
import { MESSAGES, type BookAppointmentRequest } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { badRequest, conflict, isUniqueViolation, notFound, unauthorized } from '../../http/errors';
import { findDoctor } from '../doctors/doctor-repository';
import { DOCTOR_NOT_FOUND } from '../doctors/management-service';
import { findUser } from '../users/user-repository';
import { insertBooking } from './appointment-repository';
import type { BookingLimits } from './booking-statement';

export const OUTSIDE_WINDOW = 'Please choose a day within the next 7 days';
export const SLOT_NOT_OFFERED = 'Please choose one of the times offered for that day';
export const ALREADY_BOOKED_THEN = 'You already have an appointment at this time';
export const tooManyUpcoming = (cap: number) =>
  `You already have ${cap} upcoming ${cap === 1 ? 'appointment' : 'appointments'}. Please attend or cancel one before booking another.`;

/**
 * Books a slot for the signed-in patient (decision 5: the same slot rules as the picker, in the clinic's
 * zone). The partial unique indexes decide between two bookings of one slot: no check-then-insert race,
 * and when all is well one statement, shared with the bookings arriving at the same moment. The same
 * statement refuses a blocked patient and one who already has `limits.maxUpcoming` upcoming appointments.
 */
export async function bookAppointment(
  db: Db,
  limits: BookingLimits,
  userId: string,
  request: BookAppointmentRequest,
  now = new Date(),
): Promise<string> {
  const slot = checkSlot(now, request.slotDate, request.slotTime, limits.clinicTz);
  if (!slot.ok) throw badRequest(slot.reason === 'outside-window' ? OUTSIDE_WINDOW : SLOT_NOT_OFFERED);

  const { name, age, email, phone, message } = request.userData;
  let id: string | undefined;
  try {
    id = await insertBooking(db, limits, {
      userId,
      docId: request.docId,
      slotDate: request.slotDate,
      slotTime: request.slotTime,
      userData: { name, age: typeof age === 'number' ? age : null, email: email || '', phone, message: message ?? '' },
    });
  } catch (error) {
    if (isUniqueViolation(error, 'appointments_doctor_slot_active')) throw conflict(MESSAGES.slotNotAvailable);
    if (isUniqueViolation(error, 'appointments_patient_slot_active')) throw conflict(ALREADY_BOOKED_THEN);
    throw error;
  }
  if (id) return id;
  // Nothing was written: say why. A blocked patient is signed out (the guard skipped that look-up here).
  const [doctor, patient] = await Promise.all([findDoctor(db, request.docId), findUser(db, userId)]);
  if (!patient || patient.blockedAt) throw unauthorized(SIGN_IN_AGAIN);
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  if (!doctor.available) throw conflict(MESSAGES.doctorNotAvailable);
  throw conflict(tooManyUpcoming(limits.maxUpcoming));
}

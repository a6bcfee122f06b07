import { buildSlotDays } from '@clinic/shared/booking';
import { calls, MESSAGES, type Doctor, type DoctorProfile, type LoginRequest } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { checkPassword } from '../../http/passwords';
import { bookedSlots, findDoctor, findDoctorByEmail, listDoctorRows, toPublicDoctor, asDoctorProfile } from './doctor-repository';

/** The dates a patient can book now, at the clinic (the only dates whose bookings the picker needs). */
export const windowDates = (clinicTz: string) => buildSlotDays(new Date(), clinicTz).map((d) => d.slotDate);

export async function publicDoctorList(db: Db, clinicTz: string): Promise<Doctor[]> {
  const rows = await listDoctorRows(db);
  const booked = await bookedSlots(
    db,
    rows.map((r) => r.id),
    windowDates(clinicTz),
  );
  return rows.map((row) => toPublicDoctor(row, booked.get(row.id)));
}

/**
 * The list's whole answer as JSON, passed through the response schema first: served from the cache it
 * skips the route's serializer, and the schema still guarantees no email or hash leaves (decision 17).
 * It names the clinic's zone: every page reads this list (or gets it in a server-rendered page), so the
 * screens learn the zone their slots, "today" and calendar files are in without a request of their own.
 */
export async function publicDoctorListJson(db: Db, clinicTz: string): Promise<string> {
  const doctors = await publicDoctorList(db, clinicTz);
  return JSON.stringify(calls.doctorList.response.parse({ success: true, message: '', doctors, clinicTz }));
}

/** The doctor's id for right credentials; `Invalid credentials` otherwise, as slowly either way. */
export async function loginDoctor(db: Db, { email, password }: LoginRequest): Promise<string> {
  const doctor = await findDoctorByEmail(db, email);
  const matches = await checkPassword(doctor?.passwordHash, password);
  if (!doctor || !matches) throw unauthorized(MESSAGES.invalidCredentials);
  return doctor.id;
}

export async function doctorProfile(db: Db, clinicTz: string, doctorId: string): Promise<DoctorProfile> {
  const row = await findDoctor(db, doctorId);
  // A valid token for a doctor who has since been deleted.
  if (!row) throw unauthorized(SIGN_IN_AGAIN);
  const booked = await bookedSlots(db, [row.id], windowDates(clinicTz));
  return asDoctorProfile(row, booked.get(row.id));
}

import { buildSlotDays } from '@clinic/shared/booking';
import { calls, MESSAGES, type Doctor, type DoctorProfile, type LoginRequest } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { checkPassword } from '../../http/passwords';
import { throttledSignIn, type AccountsContext } from '../accounts/sign-in-guard';
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

/**
 * The doctor's id for right credentials; `Invalid credentials` otherwise, as slowly either way. A known
 * doctor's failures slow their next tries down (accounts/sign-in-guard).
 */
export async function loginDoctor(ctx: AccountsContext, { email, password }: LoginRequest): Promise<string> {
  const doctor = await findDoctorByEmail(ctx.db, email);
  if (!doctor) {
    await checkPassword(undefined, password);
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  const owner = { role: 'doctor' as const, id: doctor.id, email: doctor.email, name: doctor.name };
  if (!(await throttledSignIn(ctx, owner, () => checkPassword(doctor.passwordHash, password))))
    throw unauthorized(MESSAGES.invalidCredentials);
  return doctor.id;
}

export async function doctorProfile(db: Db, clinicTz: string, doctorId: string): Promise<DoctorProfile> {
  const row = await findDoctor(db, doctorId);
  // A valid token for a doctor who has since been deleted.
  if (!row) throw unauthorized(SIGN_IN_AGAIN);
  const booked = await bookedSlots(db, [row.id], windowDates(clinicTz));
  return asDoctorProfile(row, booked.get(row.id));
}

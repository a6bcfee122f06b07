import { buildSlotDays } from '@clinic/shared/booking';
import { calls, MESSAGES, type Doctor, type DoctorProfile, type StaffLoginRequest } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { checkPassword } from '../../http/passwords';
import { throttledSignIn, type AccountsContext, type SecondFactorCheck, type StaffSignInAccount } from '../accounts';
import { checkSecondFactor } from '../two-factor';
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
 * The doctor's id for right credentials, with where the second step stands; `Invalid credentials` otherwise,
 * as slowly either way. Failures slow the next tries down, known e-mail or not (accounts/sign-in-guard).
 */
export async function loginDoctor(
  ctx: AccountsContext,
  { email, password, code }: StaffLoginRequest,
  client: string,
): Promise<{ id: string; secondFactor: SecondFactorCheck }> {
  const doctor = await findDoctorByEmail(ctx.db, email);
  const owner = doctor && doctorOwner(doctor);
  const staff = doctor && { role: 'doctor' as const, subject: doctor.id };
  const outcome = await throttledSignIn(ctx, { role: 'doctor', email, client }, owner, {
    password: () => checkPassword(doctor?.passwordHash, password),
    secondFactor: () => checkSecondFactor(ctx.db, ctx.config.jwtSecret, staff, code),
    codeTyped: code !== undefined,
  });
  if (!doctor || !outcome.passwordRight) throw unauthorized(MESSAGES.invalidCredentials);
  return { id: doctor.id, secondFactor: outcome.secondFactor };
}

type DoctorRow = NonNullable<Awaited<ReturnType<typeof findDoctorByEmail>>>;

/** The doctor as the account the sign-in slowdown warns. */
const doctorOwner = (doctor: DoctorRow) => ({ role: 'doctor' as const, id: doctor.id, email: doctor.email, name: doctor.name });

/** The doctor an e-mail names, for the admin sign-in's other-role hint (accounts/other-staff-role). */
export async function doctorSignInAccount(ctx: AccountsContext, email: string): Promise<StaffSignInAccount> {
  const doctor = await findDoctorByEmail(ctx.db, email);
  return { owner: doctor && doctorOwner(doctor), passwordRight: (password) => checkPassword(doctor?.passwordHash, password) };
}

export async function doctorProfile(db: Db, clinicTz: string, doctorId: string): Promise<DoctorProfile> {
  const row = await findDoctor(db, doctorId);
  // A valid token for a doctor who has since been deleted.
  if (!row) throw unauthorized(SIGN_IN_AGAIN);
  const booked = await bookedSlots(db, [row.id], windowDates(clinicTz));
  return asDoctorProfile(row, booked.get(row.id));
}

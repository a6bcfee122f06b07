import { eq, sql } from 'drizzle-orm';
import { buildSlotDays } from '@clinic/shared/booking';
import type { Appointment, Doctor } from '@clinic/shared/contract';
import { appointments, users } from '../../src/db/schema';
import { DEMO_DOCTORS } from '../../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD, DEMO_PATIENTS } from '../../src/seed/seed';
import { login, type TestApp } from './harness';

/** The demo people a test signs in as: the two patients, the first two doctors and the admin. */
export type DemoPerson = 'asha' | 'rohan' | 'ananya' | 'otherDoctor' | 'admin';

/** A token of one demo person, signed in through the api as they would sign in. */
export function signIn(t: Pick<TestApp, 'inject' | 'config'>, who: DemoPerson): Promise<string> {
  switch (who) {
    case 'asha':
    case 'rohan': {
      const patient = DEMO_PATIENTS[who === 'asha' ? 0 : 1];
      return login(t, '/api/user/login', patient.email, patient.password);
    }
    case 'ananya':
    case 'otherDoctor':
      return login(t, '/api/doctor/login', DEMO_DOCTORS[who === 'ananya' ? 0 : 1]!.email, DEMO_DOCTOR_PASSWORD);
    case 'admin':
      return login(t, '/api/admin/login', t.config.admin.email, t.config.admin.password);
  }
}

export interface NewPatient {
  token: string;
  id: string;
  email: string;
  password: string;
}

let registered = 0;
/** A new patient of the test's own, registered through the api (a unique e-mail unless one is given). */
export async function registerPatient(
  t: Pick<TestApp, 'inject' | 'database'>,
  { name = 'New Patient', email = `patient-${process.pid}-${++registered}@example.in`, password = 'patient-password-1' } = {},
): Promise<NewPatient> {
  const res = await t.inject({ method: 'POST', url: '/api/user/register', payload: { name, email, password } });
  const { token } = res.json() as { token?: string };
  if (!token) throw new Error(`register failed: ${res.body}`);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { token, id: row!.id, email, password };
}

/** Signed-in demo people: two patients, two doctors (with the first patient's bookings) and the admin. */
export interface Cast {
  asha: string;
  rohan: string;
  ananya: string;
  otherDoctor: string;
  admin: string;
  ananyaId: string;
  otherDoctorId: string;
}

export async function signInCast(t: TestApp): Promise<Cast> {
  const [asha, rohan, ananya, otherDoctor, admin] = await Promise.all([
    signIn(t, 'asha'),
    signIn(t, 'rohan'),
    signIn(t, 'ananya'),
    signIn(t, 'otherDoctor'),
    signIn(t, 'admin'),
  ]);
  const doctors = await publicDoctors(t);
  const id = (name: string) => doctors.find((d) => d.name === name)!._id;
  return { asha, rohan, ananya, otherDoctor, admin, ananyaId: id(DEMO_DOCTORS[0]!.name), otherDoctorId: id(DEMO_DOCTORS[1]!.name) };
}

export async function publicDoctors(t: TestApp): Promise<Doctor[]> {
  return (await t.inject('/api/doctor/list')).json().doctors;
}

/**
 * A slot the picker offers now for that doctor, from tomorrow on (today may have none left at night).
 * `skip` picks a later one, so several tests can each take their own.
 */
export async function freeSlot(t: TestApp, docId: string, skip = 0): Promise<{ slotDate: string; slotTime: string }> {
  return (await freeSlots(t, docId))[skip]!;
}

/** The first free slot of that doctor `days` days from today (1: tomorrow), for what depends on the day. */
export async function freeSlotOnDay(t: TestApp, docId: string, days: number): Promise<{ slotDate: string; slotTime: string }> {
  const doctor = (await publicDoctors(t)).find((d) => d._id === docId)!;
  const day = buildSlotDays(new Date(), t.config.clinicTz, doctor.slots_booked)[days]!;
  return { slotDate: day.slotDate, slotTime: day.slots[0]! };
}

async function freeSlots(t: TestApp, docId: string): Promise<{ slotDate: string; slotTime: string }[]> {
  const doctor = (await publicDoctors(t)).find((d) => d._id === docId)!;
  return buildSlotDays(new Date(), t.config.clinicTz, doctor.slots_booked)
    .slice(1)
    .flatMap((day) => day.slots.map((slotTime) => ({ slotDate: day.slotDate, slotTime })));
}

/**
 * A free slot of that doctor at a time the patient does not already hold with any doctor, which decision 8
 * would refuse: the doctors' free lists differ, so the n-th free slot of one may be a time the patient booked
 * with the other.
 */
export async function freeSlotFor(t: TestApp, token: string, docId: string, skip = 0): Promise<{ slotDate: string; slotTime: string }> {
  const held = new Set(
    (await myAppointments(t, token)).filter((a) => !a.cancelled && !a.isCompleted).map((a) => `${a.slotDate} ${a.slotTime}`),
  );
  return (await freeSlots(t, docId)).filter((slot) => !held.has(`${slot.slotDate} ${slot.slotTime}`))[skip]!;
}

export const patientDetails = { name: 'Asha Rao', phone: '+91 98860 11223', age: 57, email: '', message: 'Left ear rings at night' };

export function book(
  t: TestApp,
  token: string,
  docId: string,
  slot: { slotDate: string; slotTime: string },
  userData: object = patientDetails,
) {
  return t.inject({ method: 'POST', url: '/api/user/book-appointment', headers: { token }, payload: { docId, ...slot, userData } });
}

export async function myAppointments(t: TestApp, token: string): Promise<Appointment[]> {
  return (await t.inject({ url: '/api/user/appointments', headers: { token } })).json().appointments;
}

export const post = (t: TestApp, url: string, header: string, token: string, payload: object) =>
  t.inject({ method: 'POST', url, headers: { [header]: token }, payload });

let pastDays = 0;
/**
 * Moves an appointment to a day of 2019 of its own, as time would: it has started, so staff may complete it
 * or mark it No-show (decision 41). Its doctor's and patient's slots on that day are free.
 */
export async function startedAlready(t: Pick<TestApp, 'database'>, appointmentId: string): Promise<void> {
  const n = pastDays++;
  const slotDate = `${(n % 28) + 1}_${(Math.floor(n / 28) % 12) + 1}_${2019 - Math.floor(n / 336)}`;
  // The instant of that day at the appointment's time, in the clinic's zone as the database knows it.
  await t.database.db
    .update(appointments)
    .set({
      startsAt: sql`(to_date(${slotDate}, 'DD_MM_YYYY') + (${appointments.startsAt} at time zone clinic_time_zone())::time) at time zone clinic_time_zone()`,
    })
    .where(eq(appointments.id, appointmentId));
}

import { buildSlotDays } from '@clinic/shared/booking';
import type { Appointment, Doctor } from '@clinic/shared/contract';
import { DEMO_DOCTORS } from '../../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD, DEMO_PATIENTS } from '../../src/seed/seed';
import { login, type TestApp } from './harness';

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
    login(t, '/api/user/login', DEMO_PATIENTS[0].email, DEMO_PATIENTS[0].password),
    login(t, '/api/user/login', DEMO_PATIENTS[1].email, DEMO_PATIENTS[1].password),
    login(t, '/api/doctor/login', DEMO_DOCTORS[0]!.email, DEMO_DOCTOR_PASSWORD),
    login(t, '/api/doctor/login', DEMO_DOCTORS[1]!.email, DEMO_DOCTOR_PASSWORD),
    login(t, '/api/admin/login', t.config.admin.email, t.config.admin.password),
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
  const doctor = (await publicDoctors(t)).find((d) => d._id === docId)!;
  const free = buildSlotDays(new Date(), t.config.clinicTz, doctor.slots_booked)
    .slice(1)
    .flatMap((day) => day.slots.map((slotTime) => ({ slotDate: day.slotDate, slotTime })));
  return free[skip]!;
}

export const patientDetails = { name: 'Asha Rao', phone: '+91 98860 11223', age: 57, email: '', message: 'Left ear rings at night' };

export function book(t: TestApp, token: string, docId: string, slot: { slotDate: string; slotTime: string }, userData: object = patientDetails) {
  return t.inject({ method: 'POST', url: '/api/user/book-appointment', headers: { token }, payload: { docId, ...slot, userData } });
}

export async function myAppointments(t: TestApp, token: string): Promise<Appointment[]> {
  return (await t.inject({ url: '/api/user/appointments', headers: { token } })).json().appointments;
}

export const post = (t: TestApp, url: string, header: string, token: string, payload: object) =>
  t.inject({ method: 'POST', url, headers: { [header]: token }, payload });

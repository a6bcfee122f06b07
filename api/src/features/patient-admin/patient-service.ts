import type { Appointment, PatientListQuery, PatientSummary } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { msg, type Text } from '../../i18n';
import { listAll, toAppointment, upcomingWindow } from '../appointments';
import { imageUrl } from '../images';
import { cancelUpcomingOf, listPatients, patientExists, setBlocked } from './patient-repository';

export const PATIENT_NOT_FOUND = msg('Patient not found');

/** The admin's Patients page: a page of patients matching the search, with their upcoming appointments. */
export async function patientPage(
  db: Db,
  clinicTz: string,
  query: PatientListQuery,
): Promise<{ patients: PatientSummary[]; total: number }> {
  const { rows, total } = await listPatients(db, query, upcomingWindow(new Date()));
  const patients = rows.map((p) => ({
    _id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    image: imageUrl(p.imageId),
    blocked: p.blockedAt !== null,
    noPhoneCalls: p.noPhoneCalls,
    activeAppointments: p.upcoming,
  }));
  return { patients, total };
}

/** Every appointment of one patient, newest first. */
export async function patientAppointments(db: Db, userId: string): Promise<Appointment[]> {
  if (!(await patientExists(db, userId))) throw notFound(PATIENT_NOT_FOUND);
  return (await listAll(db, { userId })).map(toAppointment);
}

/** Blocking signs the patient out and stops their sign-in and bookings; unblocking gives them back. */
export async function blockPatient(db: Db, userId: string, blocked: boolean): Promise<string> {
  if (!(await setBlocked(db, userId, blocked))) throw notFound(PATIENT_NOT_FOUND);
  return blocked ? msg('Patient blocked') : msg('Patient unblocked');
}

/** Cancels the patient's upcoming appointments; the count and a sentence saying it. */
export async function cancelPatientAppointments(db: Db, clinicTz: string, userId: string): Promise<{ cancelled: number; message: Text }> {
  const cancelled = await cancelUpcomingOf(db, userId, upcomingWindow(new Date()));
  if (cancelled === undefined) throw notFound(PATIENT_NOT_FOUND);
  const message =
    cancelled === 0
      ? msg('No upcoming appointments to cancel')
      : msg('Cancelled {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}}', { count: cancelled });
  return { cancelled, message };
}

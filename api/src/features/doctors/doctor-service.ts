import { buildSlotDays } from '@clinic/shared/booking';
import type { Doctor, DoctorProfile } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { bookedSlots, findDoctor, listDoctorRows, toDoctor, toDoctorProfile } from './doctor-repository';

/** The dates a patient can book now, at the clinic (the only dates whose bookings the picker needs). */
const windowDates = (clinicTz: string) => buildSlotDays(new Date(), clinicTz).map((d) => d.slotDate);

export async function publicDoctorList(db: Db, clinicTz: string): Promise<Doctor[]> {
  const rows = await listDoctorRows(db);
  const booked = await bookedSlots(db, rows.map((r) => r.id), windowDates(clinicTz));
  return rows.map((row) => toDoctor(row, booked.get(row.id)));
}

export async function doctorProfile(db: Db, clinicTz: string, doctorId: string): Promise<DoctorProfile> {
  const row = await findDoctor(db, doctorId);
  if (!row) throw notFound('Doctor not found');
  const booked = await bookedSlots(db, [row.id], windowDates(clinicTz));
  return toDoctorProfile(row, booked.get(row.id));
}

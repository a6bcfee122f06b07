import type { DoctorProfile, DoctorProfileUpdate } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { notFound, unauthorized } from '../../http/errors';
import { cancelAllActiveOfDoctor } from '../appointments/appointment-repository';
import { bookedSlots, listDoctorRows, markDoctorDeleted, asDoctorProfile, toggleAvailability, updateDoctor } from './doctor-repository';
import { windowDates } from './doctor-service';

export const DOCTOR_NOT_FOUND = 'Doctor not found';

/** The admin's list: every doctor with their login email (never the hash) and booked slots. */
export async function allDoctors(db: Db, clinicTz: string): Promise<DoctorProfile[]> {
  const rows = await listDoctorRows(db);
  const booked = await bookedSlots(
    db,
    rows.map((r) => r.id),
    windowDates(clinicTz),
  );
  return rows.map((row) => asDoctorProfile(row, booked.get(row.id)));
}

export async function changeAvailability(db: Db, docId: string): Promise<boolean> {
  const available = await toggleAvailability(db, docId);
  if (available === undefined) throw notFound(DOCTOR_NOT_FOUND);
  return available;
}

/**
 * A soft delete (see the schema): the doctor leaves every list and can no longer sign in, and their
 * active appointments are cancelled in the same transaction, freeing the patients' times. Bookings
 * share-lock the doctor's row (booking-statement), so the update waits for those in flight to commit and
 * the cancel-all, a statement of its own with a fresh snapshot, sees them; a booking that comes after
 * the update waits for this transaction and then finds the doctor gone.
 */
export async function deleteDoctor(db: Db, docId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markDoctorDeleted(tx as unknown as Db, docId))) throw notFound(DOCTOR_NOT_FOUND);
    await cancelAllActiveOfDoctor(tx as unknown as Db, docId);
  });
}

/** Decision 23: only address, fees, about and availability; the schema already dropped anything else. */
export async function updateOwnProfile(db: Db, docId: string, update: DoctorProfileUpdate): Promise<void> {
  const changed = await updateDoctor(db, docId, {
    addressLine1: update.address.line1,
    addressLine2: update.address.line2,
    fees: update.fees,
    about: update.about,
    available: update.available,
  });
  if (!changed) throw unauthorized(SIGN_IN_AGAIN);
}

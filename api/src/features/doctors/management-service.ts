import type { DoctorProfile, DoctorProfileUpdate } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { SIGN_IN_AGAIN } from '../../http/auth';
import { notFound, unauthorized } from '../../http/errors';
import { msg, type Text } from '../../i18n';
import { cancelAllActiveOfDoctor, CLINIC_REASONS } from '../appointments';
import { endAllSessions } from '../accounts';
import {
  asDoctorProfile,
  bookedSlots,
  findDoctor,
  listDoctorRows,
  markDoctorDeleted,
  toggleAvailability,
  updateDoctor,
} from './doctor-repository';
import { windowDates } from './doctor-service';
import { cancelUpcoming, countUpcoming } from './upcoming-appointments';
import { removeDoctorStaff } from '../staff';
import { DOCTOR_NOT_FOUND } from '../../http/refusals';

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

/** The number the admin is shown before making a doctor unavailable or deleting them. */
export async function upcomingOfDoctor(db: Db, docId: string): Promise<number> {
  if (!(await findDoctor(db, docId))) throw notFound(DOCTOR_NOT_FOUND);
  return countUpcoming(db, docId);
}

/** A change refused because it would touch upcoming appointments the admin has not decided about (decision 42). */
export interface AffectedRefusal {
  refused: true;
  message: Text;
  affected: number;
}
export interface DoneChange {
  refused: false;
  message: Text;
}

class Refused extends Error {
  constructor(readonly refusal: AffectedRefusal) {
    super(String(refusal.message));
  }
}

/** Runs the change in a transaction; a refusal rolls it back and comes back as a value for the route's 409. */
async function decided(db: Db, change: (tx: Db) => Promise<Text>): Promise<AffectedRefusal | DoneChange> {
  try {
    return { refused: false, message: await db.transaction((tx) => change(tx as unknown as Db)) };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

const refuse = (message: Text, affected: number): never => {
  throw new Refused({ refused: true, message, affected });
};

/**
 * Flips availability. Going unavailable stops new bookings only (spec section 7): upcoming appointments
 * are kept unless the admin says `cancelAffected: true`, which cancels them in the same transaction, so a
 * client that sends the spec's `{docId}` alone gets the spec's answer. The flip locks the doctor's row
 * first, so a booking in flight is counted.
 */
export async function changeAvailability(db: Db, docId: string, cancelAffected: boolean | undefined): Promise<Text> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const doctor = await toggleAvailability(tx, docId);
    if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
    if (doctor.available) return msg('Availability Changed');
    const upcoming = await countUpcoming(tx, docId);
    if (upcoming === 0) return msg('Availability Changed');
    if (!cancelAffected)
      return msg('Availability Changed. {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}} kept', {
        count: upcoming,
      });
    const cancelled = await cancelUpcoming(tx, docId, { by: 'clinic', reason: CLINIC_REASONS.doctorUnavailable });
    return msg(
      'Availability Changed. {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}} cancelled; the patients see it in their appointments',
      {
        count: cancelled,
      },
    );
  });
}

/**
 * A soft delete (see the schema): the doctor leaves every list and can no longer sign in, and their
 * active appointments are cancelled in the same transaction, freeing the patients' times. A deleted
 * doctor cannot see anyone, so upcoming appointments cannot be kept: without `cancelAffected: true` the
 * delete is refused with their number. Bookings share-lock the doctor's row (booking-statement), so the
 * update waits for those in flight to commit and the count and cancel-all, statements of their own with
 * fresh snapshots, see them; a booking that comes after the update waits for this transaction and then
 * finds the doctor gone.
 */
export async function deleteDoctor(db: Db, docId: string, cancelAffected: boolean | undefined): Promise<AffectedRefusal | DoneChange> {
  return decided(db, async (tx) => {
    const name = await markDoctorDeleted(tx, docId);
    if (name === undefined) throw notFound(DOCTOR_NOT_FOUND);
    await endAllSessions(tx, 'doctor', docId);
    await removeDoctorStaff(tx, docId);
    const upcoming = await countUpcoming(tx, docId);
    if (upcoming > 0 && cancelAffected !== true)
      refuse(
        msg(
          '{name} has {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}}. A deleted doctor cannot see them: cancel them to delete the doctor.',
          {
            name,
            count: upcoming,
          },
        ),
        upcoming,
      );
    // Past appointments nobody closed go too, as before: nobody is left to complete them.
    await cancelAllActiveOfDoctor(tx, docId, { by: 'clinic', reason: CLINIC_REASONS.doctorLeft });
    return upcoming === 0
      ? msg('Doctor Deleted')
      : msg(
          'Doctor Deleted. {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}} cancelled; the patients see it in their appointments',
          { count: upcoming },
        );
  });
}

/**
 * Decision 23, widened by decisions 42 and 53: address, fees, about and availability, and focus, languages
 * and the Hindi and Kannada texts when sent; the schema already dropped anything else. A doctor going unavailable keeps their bookings.
 */
export async function updateOwnProfile(db: Db, docId: string, update: DoctorProfileUpdate): Promise<void> {
  const changed = await updateDoctor(db, docId, {
    addressLine1: update.address.line1,
    addressLine2: update.address.line2,
    fees: update.fees,
    about: update.about,
    available: update.available,
    ...(update.focus !== undefined && { focus: update.focus }),
    ...(update.languages !== undefined && { languages: update.languages }),
    ...(update.translations !== undefined && { translations: update.translations }),
  });
  if (!changed) throw unauthorized(SIGN_IN_AGAIN);
}

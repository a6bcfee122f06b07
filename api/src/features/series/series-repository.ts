import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { slotStart } from '@clinic/shared/booking';
import { MESSAGES } from '@clinic/shared/contract';
import type { StaffAccountRole } from '@clinic/shared/permissions';
import type { Db } from '../../db/client';
import { slotDateOf, slotTimeOf, startsOnDays } from '../../db/appointment-times';
import { appointments, type AppointmentUserData, clinicSettings, doctors, holdsItsTime, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { cancelWhere, type Actor, recordEvents, STATUS_CONDITION } from '../appointments';
import { CALENDAR_LOCK } from '../calendar';
import { selfPatientOf } from '../patients';
import { PATIENT_BLOCKED } from './series-patient';
import { msg, slotDateValue } from '../../i18n';

/** The dates among `dates` on which the account's holder has an active slot at `slotTime` (what `appointments_patient_no_overlap` holds). */
export async function patientHeldDates(db: Db, userId: string, dates: string[], slotTime: string): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ slotDate: slotDateOf() })
    .from(appointments)
    .where(
      and(eq(appointments.patientId, selfPatientOf(sql`${userId}::uuid`)), startsOnDays(dates), eq(slotTimeOf(), slotTime), holdsItsTime),
    );
  return new Set(rows.map((r) => r.slotDate));
}

/** Whether the patient has (or had) any appointment with the doctor: the doctor's own patient. */
export async function isPatientOf(db: Db, userId: string, docId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.docId, docId)))
    .limit(1);
  return row !== undefined;
}

export interface SeriesWrite {
  seriesId: string;
  userId: string;
  docId: string;
  slotTime: string;
  dates: string[];
  userData: AppointmentUserData;
  /** The calendar's `schedule_version` the dates were checked against. */
  version: number;
  /** The member of staff booking it, named as the audit log names them (decision 56). */
  bookedBy: StaffBooker;
  /** The clinic's zone, in which each date's `slotTime` is the session's start. */
  clinicTz: string;
}

/** A member of staff who books for a patient: their role, and the doctor's id or the other staff's e-mail. */
export interface StaffBooker {
  role: StaffAccountRole;
  id: string;
}

/** The sessions' `booked` events name the same member of staff: a doctor as a doctor, anyone else as the clinic. */
const eventActor = (booker: StaffBooker): Actor =>
  booker.role === 'doctor' ? { role: 'doctor', id: booker.id } : { role: 'clinic', id: booker.id };

/** Why the whole series was refused at the moment of writing; nothing was written. */
export const takenMeanwhile = (slotDate: string, byPatient: boolean) =>
  byPatient
    ? msg('{date} was taken by another appointment of the patient a moment ago. Nothing was booked; check the dates again.', {
        date: slotDateValue(slotDate),
      })
    : msg('{date} was booked by someone else a moment ago. Nothing was booked; check the dates again.', { date: slotDateValue(slotDate) });
export const DOCTOR_GONE = msg('This doctor is no longer with the clinic');

/**
 * Writes every session of a series in one transaction, or none (decision 50). The calendar's lock is held
 * shared, as a move holds it (decision 48): a change of the calendar (which holds it exclusively) goes
 * before or after, never between, and the version read here is the one the dates were checked against or
 * the write stops (`calendar-moved`, the caller checks again). The doctor's row is share-locked and the
 * patient's locked as a booking locks them, so a deletion, a change of availability or a block waits for
 * this and then sees the sessions. Each row goes in under the two partial unique indexes with ON CONFLICT
 * DO NOTHING: a date someone took meanwhile comes back missing, and the whole write is rolled back with a
 * 409 naming it. No partial series.
 */
export async function insertSeries(db: Db, write: SeriesWrite): Promise<{ ids: string[] } | 'calendar-moved'> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${CALENDAR_LOCK})`);
    const [settings] = await tx.select({ version: clinicSettings.scheduleVersion }).from(clinicSettings).where(eq(clinicSettings.id, 1));
    if (Number(settings?.version) !== write.version) return 'calendar-moved';

    const [doctor] = await tx
      .select()
      .from(doctors)
      .where(and(eq(doctors.id, write.docId), isNull(doctors.deletedAt)))
      .for('share');
    if (!doctor) throw conflict(DOCTOR_GONE);
    if (!doctor.available) throw conflict(MESSAGES.doctorNotAvailable);
    const [patient] = await tx
      .select({ blockedAt: users.blockedAt, deletedAt: users.deletedAt, patientId: selfPatientOf(users.id).mapWith(String) })
      .from(users)
      .where(eq(users.id, write.userId))
      .for('no key update');
    if (!patient?.patientId || patient.deletedAt || patient.blockedAt) throw conflict(PATIENT_BLOCKED);

    const docData = {
      name: doctor.name,
      imageId: doctor.imageId,
      speciality: doctor.speciality,
      address: { line1: doctor.addressLine1, line2: doctor.addressLine2 },
    };
    const rows = await tx
      .insert(appointments)
      .values(
        write.dates.map((slotDate) => ({
          userId: write.userId,
          patientId: patient.patientId,
          bookedByStaffRole: write.bookedBy.role,
          bookedByStaffId: write.bookedBy.id,
          docId: write.docId,
          startsAt: slotStart(slotDate, write.slotTime, write.clinicTz),
          userData: write.userData,
          docData,
          amount: doctor.fees,
          seriesId: write.seriesId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: appointments.id, slotDate: slotDateOf() });
    if (rows.length === write.dates.length) {
      await recordEvents(
        tx,
        rows.map((r) => ({ type: 'booked', appointmentId: r.id, by: eventActor(write.bookedBy), seriesId: write.seriesId })),
      );
      const byDate = new Map(rows.map((r) => [r.slotDate, r.id]));
      return { ids: write.dates.map((d) => byDate.get(d)!) };
    }
    const written = new Set(rows.map((r) => r.slotDate));
    const missing = write.dates.filter((d) => !written.has(d));
    const [holder] = await tx
      .select({ slotDate: slotDateOf(), patientId: appointments.patientId })
      .from(appointments)
      .where(
        and(
          startsOnDays(missing),
          eq(slotTimeOf(), write.slotTime),
          holdsItsTime,
          or(eq(appointments.docId, write.docId), eq(appointments.patientId, patient.patientId)),
        ),
      )
      .orderBy(asc(appointments.bookedAt));
    throw conflict(takenMeanwhile(holder?.slotDate ?? missing[0]!, holder?.patientId === patient.patientId));
  });
}

/** The sessions of a patient's own series, any state (another patient's series has none). */
export function sessionsOf(db: Db, seriesId: string, userId: string) {
  return db
    .select({
      id: appointments.id,
      slotDate: slotDateOf(),
      slotTime: slotTimeOf(),
      status: appointments.status,
    })
    .from(appointments)
    .where(and(eq(appointments.seriesId, seriesId), eq(appointments.userId, userId)));
}

/** Cancels those sessions that are still active, as the patient's, in one statement; returns how many. */
export async function cancelSessions(db: Db, ids: string[], userId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const cancelled = await cancelWhere(db, and(inArray(appointments.id, ids), eq(appointments.userId, userId), STATUS_CONDITION.active), {
    by: 'patient',
    id: userId,
  });
  return cancelled.length;
}

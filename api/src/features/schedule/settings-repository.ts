import { eq, inArray, isNull, and, sql } from 'drizzle-orm';
import { idSchema, type ClinicHours, type WeeklyHours } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { clinicSettings, doctors } from '../../db/schema';
import { CALENDAR_LOCK } from '../calendar';

/** The clinic's hours and policy as stored (the single row of `clinic_settings`). */
const hoursColumns = {
  weekly: clinicSettings.weekly,
  windowDays: clinicSettings.windowDays,
  minNoticeMinutes: clinicSettings.minNoticeMinutes,
  cancelCutoffMinutes: clinicSettings.cancelCutoffMinutes,
  holdReleaseMinutes: clinicSettings.holdReleaseMinutes,
};

/**
 * Locks the settings row until the transaction ends and reads it: every change of the calendar does
 * this first (decision 44), so changes queue one behind another and a booking or a move racing one either
 * is counted by it or finds the version moved on.
 */
export async function lockSettings(tx: Db): Promise<ClinicHours> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK})`);
  const [row] = await tx.select(hoursColumns).from(clinicSettings).where(eq(clinicSettings.id, 1)).for('update');
  if (!row) throw new Error('clinic_settings has no row: migration 0012 did not run');
  return row;
}

export async function writeHours(tx: Db, hours: ClinicHours): Promise<void> {
  await tx
    .update(clinicSettings)
    .set({
      weekly: hours.weekly,
      windowDays: hours.windowDays,
      minNoticeMinutes: hours.minNoticeMinutes,
      cancelCutoffMinutes: hours.cancelCutoffMinutes,
      // Left out of the change: as it was (the release setting of decision 34 came after the others).
      ...(hours.holdReleaseMinutes !== undefined && { holdReleaseMinutes: hours.holdReleaseMinutes }),
    })
    .where(eq(clinicSettings.id, 1));
}

/** The last step of every change of the calendar: bookings checked against the old version are re-checked. */
export async function bumpVersion(tx: Db): Promise<void> {
  await tx
    .update(clinicSettings)
    .set({ scheduleVersion: sql`${clinicSettings.scheduleVersion} + 1`, updatedAt: new Date() })
    .where(eq(clinicSettings.id, 1));
}

const activeDoctor = (id: string) => and(eq(doctors.id, id), isNull(doctors.deletedAt));

/** A doctor who is not deleted, with their own week (null: all the clinic's hours); undefined otherwise. */
export async function findDoctorWeek(db: Db, id: string): Promise<{ name: string; weekly: WeeklyHours | null } | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const [row] = await db.select({ name: doctors.name, weekly: doctors.weeklyHours }).from(doctors).where(activeDoctor(id));
  return row;
}

/** The own weeks of these doctors (deleted ones too: their rows stay). */
export async function weeksOfDoctors(db: Db, ids: string[]): Promise<Map<string, WeeklyHours | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: doctors.id, weekly: doctors.weeklyHours }).from(doctors).where(inArray(doctors.id, ids));
  return new Map(rows.map((r) => [r.id, r.weekly]));
}

export async function writeDoctorWeek(tx: Db, id: string, weekly: WeeklyHours | null): Promise<boolean> {
  const rows = await tx.update(doctors).set({ weeklyHours: weekly }).where(activeDoctor(id)).returning({ id: doctors.id });
  return rows.length === 1;
}

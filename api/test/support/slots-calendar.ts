import { eq, sql } from 'drizzle-orm';
import { dayNumber, DEFAULT_CLINIC_HOURS, type LeaveSpan } from '@clinic/shared/booking';
import type { ClinicHours, SlotsDay, WeeklyHours } from '@clinic/shared/contract';
import type { Db } from '../../src/db/client';
import { clinicClosures, clinicSettings, doctorLeave, doctors } from '../../src/db/schema';
import type { TestApp } from './harness';
import { calendarChanged } from '../../src/features/appointments/events/after-commit';

/**
 * The clinic's calendar written straight to its tables, as a change through the admin's calls would
 * leave it: the rows, then `schedule_version` bumped (decision 44), so a booking checked against the
 * calendar before is checked again, and the change told to the api (`calendarChanged`), which drops the
 * free slots it keeps. For the slot and booking suites, which test reading the calendar.
 */
export async function bump(db: Db) {
  await db
    .update(clinicSettings)
    .set({ scheduleVersion: sql`${clinicSettings.scheduleVersion} + 1` })
    .where(eq(clinicSettings.id, 1));
  await calendarChanged(db);
}

export async function setClinicHours(db: Db, hours: Partial<ClinicHours>): Promise<void> {
  await db.update(clinicSettings).set(hours).where(eq(clinicSettings.id, 1));
  await bump(db);
}

export async function addClosure(db: Db, slotDate: string, reason = 'Holiday'): Promise<void> {
  await db.insert(clinicClosures).values({ slotDate, reason });
  await bump(db);
}

export async function addLeave(db: Db, docId: string, leave: LeaveSpan & { reason?: string }): Promise<void> {
  await db.insert(doctorLeave).values({
    docId,
    fromDate: leave.from,
    toDate: leave.to,
    fromDay: dayNumber(leave.from),
    toDay: dayNumber(leave.to),
    fromTime: leave.fromTime ?? null,
    toTime: leave.toTime ?? null,
    reason: leave.reason ?? 'Leave',
  });
  await bump(db);
}

export async function setDoctorWeek(db: Db, docId: string, weekly: WeeklyHours | null): Promise<void> {
  await db.update(doctors).set({ weeklyHours: weekly }).where(eq(doctors.id, docId));
  await bump(db);
}

/** Back to the spec's calendar: every day 10:00–21:00, 7 days, no closures, leave or doctor's weeks. */
export async function resetCalendar(db: Db): Promise<void> {
  await db.delete(clinicClosures);
  await db.delete(doctorLeave);
  await db.update(doctors).set({ weeklyHours: null });
  await setClinicHours(db, DEFAULT_CLINIC_HOURS);
}

/** What `GET /api/doctor/slots/:docId` offers now. */
export async function offeredSlots(t: Pick<TestApp, 'inject'>, docId: string): Promise<SlotsDay[]> {
  const res = await t.inject(`/api/doctor/slots/${docId}`);
  if (res.statusCode !== 200) throw new Error(`slots answered ${res.statusCode}: ${res.body}`);
  return res.json().days;
}

/** The same weekly intervals every day, with some days changed. */
export const everyDay = (day: { from: string; to: string }[], overrides: Partial<WeeklyHours> = {}): WeeklyHours => ({
  mon: day,
  tue: day,
  wed: day,
  thu: day,
  fri: day,
  sat: day,
  sun: day,
  ...overrides,
});

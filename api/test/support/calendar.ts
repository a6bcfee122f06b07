// The clinic's calendar (issue 20, decision 44) in tests: days counted from today at the clinic, doctors
// and appointments as rows, and what the one slot rule offers now.
import { eq, inArray } from 'drizzle-orm';
import { scheduleDays, type ScheduleDay } from '@clinic/shared/booking';
import { appointmentStatus } from '@clinic/shared/contract';
import { appointments, doctors } from '../../src/db/schema';
import { clinicToday, slotDateOf } from '../../src/features/calendar/clinic-dates';
import { loadSchedule } from '../../src/features/calendar/schedule-source';
import type { TestApp } from './harness';
import { appointmentRow } from './rows';
import { calendarChanged } from '../../src/features/appointments/events/after-commit';

/** `D_M_YYYY` of the day `offset` days from today at the clinic (0: today, -1: yesterday). */
export const dayFromToday = (t: Pick<TestApp, 'config'>, offset: number) =>
  slotDateOf(clinicToday(new Date(), t.config.clinicTz).day + offset);

/** The clinic's time now, `HH:mm`. */
export const clinicTimeNow = (t: Pick<TestApp, 'config'>) => clinicToday(new Date(), t.config.clinicTz).time;

let made = 0;
/** Doctors of the test's own, as rows (not signed in: a token comes from the api's token service). */
export async function insertDoctors(t: Pick<TestApp, 'database'>, count: number): Promise<{ id: string; name: string }[]> {
  return t.database.db
    .insert(doctors)
    .values(
      Array.from({ length: count }, () => {
        const n = ++made;
        return {
          name: `Dr. Calendar ${n}`,
          email: `calendar${n}-${process.pid}@example.in`,
          passwordHash: 'unused',
          speciality: 'Hearing Aid and Speech Specialist',
          degree: 'MASLP',
          experience: '3 Year',
          fees: 500,
        };
      }),
    )
    .returning({ id: doctors.id, name: doctors.name });
}

export type Flags = { cancelled?: boolean; isCompleted?: boolean; noShow?: boolean };
/** Appointments as rows: [patient, doctor, day offset, time, flags?]. Returns their ids in order. */
export async function insertAppointments(
  t: Pick<TestApp, 'database' | 'config'>,
  rows: [userId: string, docId: string, offset: number, slotTime: string, flags?: Flags][],
): Promise<string[]> {
  const inserted = await t.database.db
    .insert(appointments)
    .values(
      rows.map(([userId, docId, offset, slotTime, flags]) =>
        appointmentRow({
          userId,
          docId,
          slotDate: dayFromToday(t, offset),
          slotTime,
          status: appointmentStatus({ cancelled: !!flags?.cancelled, isCompleted: !!flags?.isCompleted, noShow: flags?.noShow }),
        }),
      ),
    )
    .returning({ id: appointments.id });
  // Written straight, with no `booked` event: the api is told, so the free slots it keeps for a second go.
  await calendarChanged(t.database.db);
  return inserted.map((r) => r.id);
}

/** Each appointment's status, in the order asked. */
export async function statesOf(t: Pick<TestApp, 'database'>, ids: string[]): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: appointments.id, status: appointments.status })
    .from(appointments)
    .where(inArray(appointments.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.status]));
  return ids.map((id) => byId.get(id)!);
}

/** What the one slot rule offers a patient now for that doctor, day by day. */
export async function offered(t: TestApp, docId: string): Promise<ScheduleDay[]> {
  const loaded = await loadSchedule(t.database.db, docId, new Date(), t.config.clinicTz);
  if (!loaded) throw new Error(`no doctor ${docId}`);
  return scheduleDays(new Date(), t.config.clinicTz, loaded.rules);
}

/** The times offered on the day `offset` days from today. */
export async function offeredOn(t: TestApp, docId: string, offset: number): Promise<ScheduleDay> {
  const slotDate = dayFromToday(t, offset);
  return (await offered(t, docId)).find((d) => d.slotDate === slotDate)!;
}

/** The doctor's own week as stored. */
export async function storedWeek(t: Pick<TestApp, 'database'>, docId: string) {
  const [row] = await t.database.db.select({ weekly: doctors.weeklyHours }).from(doctors).where(eq(doctors.id, docId));
  return row?.weekly;
}

import { isNull, sql } from 'drizzle-orm';
import type { AdminDashboard, DoctorDashboard } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, doctors, users } from '../../db/schema';
import { latest, scopeCondition } from './appointment-repository';
import { toAppointment } from './to-appointment';

const LATEST = 5;
const count = sql<number>`count(*)::int`;

/** Decision 19, in aggregate queries: the dashboard never loads the rows it counts. */
export async function adminDashboard(db: Db): Promise<AdminDashboard> {
  const [[doctorCount], [appointmentCount], [patientCount], newest] = await Promise.all([
    db.select({ n: count }).from(doctors).where(isNull(doctors.deletedAt)),
    db.select({ n: count }).from(appointments),
    db.select({ n: count }).from(users),
    latest(db, 'all', LATEST),
  ]);
  return {
    doctors: doctorCount?.n ?? 0,
    appointments: appointmentCount?.n ?? 0,
    patients: patientCount?.n ?? 0,
    latestAppointments: newest.map(toAppointment),
  };
}

/** Decision 20: earnings are the fees of completed or paid appointments that were not cancelled. */
export async function doctorDashboard(db: Db, docId: string): Promise<DoctorDashboard> {
  const scope = { docId };
  const earned = sql`(${appointments.isCompleted} or ${appointments.payment}) and not ${appointments.cancelled}`;
  const [[totals], newest] = await Promise.all([
    db
      .select({
        // A sum of integers is a bigint, which the drivers hand back as text; float8 is exact far beyond any clinic's takings.
        earnings: sql<number>`coalesce(sum(${appointments.amount}) filter (where ${earned}), 0)::float8`,
        appointments: count,
        patients: sql<number>`count(distinct ${appointments.userId})::int`,
      })
      .from(appointments)
      .where(scopeCondition(scope)),
    latest(db, scope, LATEST),
  ]);
  return {
    earnings: totals?.earnings ?? 0,
    appointments: totals?.appointments ?? 0,
    patients: totals?.patients ?? 0,
    latestAppointments: newest.map(toAppointment),
  };
}

import { isNull, sql } from 'drizzle-orm';
import type { AdminDashboard, DoctorDashboard } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, doctors, users } from '../../db/schema';
import { latest, scopeCondition } from './appointment-repository';
import { countByStatus } from './status-filter';
import { toAppointment } from './to-appointment';

const LATEST = 5;
const count = sql<number>`count(*)::int`;

/** Decision 19, in aggregate queries: the dashboard never loads the rows it counts. */
export async function adminDashboard(db: Db): Promise<AdminDashboard> {
  const [[doctorCount], appointmentCount, [patientCount], newest] = await Promise.all([
    db.select({ n: count }).from(doctors).where(isNull(doctors.deletedAt)),
    countByStatus(db),
    db.select({ n: count }).from(users),
    latest(db, 'all', LATEST),
  ]);
  return {
    doctors: doctorCount?.n ?? 0,
    appointments: appointmentCount.all,
    patients: patientCount?.n ?? 0,
    latestAppointments: newest.map(toAppointment),
  };
}

/**
 * Decision 20: earnings are the fees of completed or paid appointments that were not cancelled. Counted
 * per patient first: with the (doc_id, user_id, …) index that is one index-only pass in patient order,
 * where `count(distinct user_id)` would sort every appointment of the doctor.
 */
export async function doctorDashboard(db: Db, docId: string): Promise<DoctorDashboard> {
  const scope = { docId };
  const earned = sql`(${appointments.isCompleted} or ${appointments.payment}) and not ${appointments.cancelled}`;
  const perPatient = db
    .select({
      earned: sql<number>`sum(${appointments.amount}) filter (where ${earned})`.as('earned'),
      booked: sql<number>`count(*)`.as('booked'),
    })
    .from(appointments)
    .where(scopeCondition(scope))
    .groupBy(appointments.userId)
    .as('per_patient');
  const [[totals], newest] = await Promise.all([
    db
      .select({
        // Sums of integers come back from the drivers as text; float8 is exact far beyond any clinic's takings.
        earnings: sql<number>`coalesce(sum(${perPatient.earned}), 0)::float8`,
        appointments: sql<number>`coalesce(sum(${perPatient.booked}), 0)::int`,
        patients: count,
      })
      .from(perPatient),
    latest(db, scope, LATEST),
  ]);
  return {
    earnings: totals?.earnings ?? 0,
    appointments: totals?.appointments ?? 0,
    patients: totals?.patients ?? 0,
    latestAppointments: newest.map(toAppointment),
  };
}

import { eq, isNull, sql } from 'drizzle-orm';
import type { AdminDashboard, DoctorDashboard } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { doctors, doctorTotalDeltas, users } from '../../db/schema';
import { latest, refundsOwed } from './appointment-repository';
import { newAccountBookingsLately } from './new-account-budget';
import { countByStatus } from './status-filter';
import { toAppointment } from './to-appointment';

const LATEST = 5;
/** Refunds not yet back (decision 49): normally none or a few; past this many the admin hears "and more". */
const REFUNDS_SHOWN = 20;
const count = sql<number>`count(*)::int`;

/** Decision 19, in aggregate queries: the dashboard never loads the rows it counts. */
export async function adminDashboard(db: Db, newAccountsPerHour: number): Promise<AdminDashboard> {
  const [[doctorCount], appointmentCount, [patientCount], newest, owed, newAccountBookings] = await Promise.all([
    db.select({ n: count }).from(doctors).where(isNull(doctors.deletedAt)),
    countByStatus(db),
    db.select({ n: count }).from(users),
    latest(db, 'all', LATEST),
    refundsOwed(db, REFUNDS_SHOWN),
    newAccountBookingsLately(db, newAccountsPerHour),
  ]);
  return {
    doctors: doctorCount?.n ?? 0,
    appointments: appointmentCount.all,
    noShows: appointmentCount['no-show'],
    patients: patientCount?.n ?? 0,
    latestAppointments: newest.map(toAppointment),
    refundsOwed: owed.map(toAppointment),
    newAccountBookings,
  };
}

/**
 * Decision 20: earnings are the fees of completed or paid appointments that were not cancelled (and, by
 * decision 41, not No-show), and patients are counted once each. Both come from the total rows the events keep (migration 0035), the count from the status
 * count rows: a few rows each, however many appointments the doctor has had.
 */
export async function doctorDashboard(db: Db, docId: string): Promise<DoctorDashboard> {
  const [[totals], counts, newest] = await Promise.all([
    db
      .select({
        // Sums of integers come back from the drivers as text; float8 is exact far beyond any clinic's takings.
        earnings: sql<number>`coalesce(sum(${doctorTotalDeltas.earned}), 0)::float8`,
        patients: sql<number>`coalesce(sum(${doctorTotalDeltas.patients}), 0)::int`,
      })
      .from(doctorTotalDeltas)
      .where(eq(doctorTotalDeltas.docId, docId)),
    countByStatus(db, docId),
    latest(db, { docId }, LATEST),
  ]);
  return {
    earnings: totals?.earnings ?? 0,
    appointments: counts.all,
    noShows: counts['no-show'],
    patients: totals?.patients ?? 0,
    latestAppointments: newest.map(toAppointment),
  };
}

import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus, StatusCounts } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointmentCountDeltas, appointments, doctorTotalDeltas } from '../../db/schema';

const a = appointments;
/** One status per row (decision 58): a status filter is an equality, the same for the lists and their counts. */
export const STATUS_CONDITION: Record<AppointmentStatus, SQL> = {
  active: eq(a.status, 'active'),
  completed: eq(a.status, 'completed'),
  cancelled: eq(a.status, 'cancelled'),
  'no-show': eq(a.status, 'no-show'),
};

/** `count(*) filter (…)` per status, in one pass over the rows that match the scope. */
const statusCountColumns = {
  all: sql<number>`count(*)::int`,
  active: sql<number>`(count(*) filter (where ${STATUS_CONDITION.active}))::int`,
  completed: sql<number>`(count(*) filter (where ${STATUS_CONDITION.completed}))::int`,
  cancelled: sql<number>`(count(*) filter (where ${STATUS_CONDITION.cancelled}))::int`,
  'no-show': sql<number>`(count(*) filter (where ${STATUS_CONDITION['no-show']}))::int`,
};

/** The per-status counts of the rows matching `where` (a name search, a day): its few matches in one pass. */
export async function countMatchesByStatus(db: Db, where: SQL | undefined): Promise<StatusCounts> {
  const [counts] = await db.select(statusCountColumns).from(appointments).where(where);
  return counts ?? { all: 0, active: 0, completed: 0, cancelled: 0, 'no-show': 0 };
}

const d = appointmentCountDeltas;

/**
 * The per-status counts of the whole clinic or of one doctor, from the count rows the events keep (migration 0035): exact,
 * and a few rows to sum however long the clinic's history.
 */
export async function countByStatus(db: Db, docId?: string): Promise<StatusCounts> {
  const sumOf = (status: AppointmentStatus) => sql<number>`coalesce(sum(${d.delta}) filter (where ${d.status} = ${status}), 0)::int`;
  const [row] = await db
    .select({ active: sumOf('active'), completed: sumOf('completed'), cancelled: sumOf('cancelled'), 'no-show': sumOf('no-show') })
    .from(d)
    .where(docId ? eq(d.docId, docId) : undefined);
  const counts = row ?? { active: 0, completed: 0, cancelled: 0, 'no-show': 0 };
  return { ...counts, all: counts.active + counts.completed + counts.cancelled + counts['no-show'] };
}

/**
 * Folds the count rows into one per doctor and status, and the doctor total rows into one per doctor.
 * Safe beside bookings and beside another replica doing the same: each statement deletes the rows it
 * sees and writes back their sums.
 */
export async function compactStatusCounts(db: Db): Promise<void> {
  await db.execute(sql`
    with folded as (delete from ${d} returning ${d.docId}, ${d.status}, ${d.delta})
    insert into ${d} (doc_id, status, delta)
      select doc_id, status, sum(delta) from folded group by 1, 2 having sum(delta) <> 0`);
  const t = doctorTotalDeltas;
  await db.execute(sql`
    with folded as (delete from ${t} returning ${t.docId}, ${t.earned}, ${t.patients})
    insert into ${t} (doc_id, earned, patients)
      select doc_id, sum(earned), sum(patients) from folded group by 1 having sum(earned) <> 0 or sum(patients) <> 0`);
}

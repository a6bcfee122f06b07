import { and, eq, gt, type SQL } from 'drizzle-orm';
import { appointments } from '../../db/schema';

/**
 * What "upcoming" means at a moment: an active appointment that has not started by then (decision 44). Taken
 * once per request, so every row of one change is judged at the same moment.
 */
export interface UpcomingWindow {
  from: Date;
}

export const upcomingWindow = (now: Date): UpcomingWindow => ({ from: now });

/**
 * A patient's upcoming appointment: active and not yet started. The same rule as the database's
 * `lock_patients_for_booking` (migration 0033), which the booking statements count with.
 */
export function upcomingCondition(window: UpcomingWindow): SQL {
  return and(eq(appointments.status, 'active'), gt(appointments.startsAt, window.from))!;
}

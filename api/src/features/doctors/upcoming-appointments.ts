import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { cancelWhere, type Cancellation, upcomingCondition, upcomingWindow } from '../appointments';

/**
 * A doctor's upcoming appointments: active and not yet started at the clinic (the rule of
 * appointments/upcoming.ts). These are what making the doctor unavailable or deleting them touches, so the
 * admin is told their number first (decision 42).
 */
const ofDoctor = (docId: string) => and(eq(appointments.docId, docId), upcomingCondition(upcomingWindow(new Date())));

export async function countUpcoming(db: Db, docId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appointments).where(ofDoctor(docId));
  return Number(row?.n ?? 0);
}

/** Cancels them in one statement; returns how many. */
export async function cancelUpcoming(db: Db, docId: string, cancellation: Cancellation): Promise<number> {
  return (await cancelWhere(db, ofDoctor(docId), cancellation)).length;
}

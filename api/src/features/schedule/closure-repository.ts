import { eq, inArray } from 'drizzle-orm';
import { idSchema, type Closure } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { clinicClosures } from '../../db/schema';
import { realDay } from '../calendar';

/**
 * The clinic's closures from `fromDay` on, soonest first. A clinic closes a handful of days a year, so
 * the table is read whole and filtered here (dates are `D_M_YYYY` text, which does not sort).
 */
export async function closuresFrom(db: Db, fromDay: number): Promise<Closure[]> {
  const rows = await db
    .select({ id: clinicClosures.id, slotDate: clinicClosures.slotDate, reason: clinicClosures.reason })
    .from(clinicClosures);
  return rows
    .map((r) => ({ row: r, day: realDay(r.slotDate) ?? -Infinity }))
    .filter((r) => r.day >= fromDay)
    .sort((a, b) => a.day - b.day)
    .map(({ row }) => ({ _id: row.id, slotDate: row.slotDate, reason: row.reason }));
}

/** The closures on these dates. */
export async function closuresOn(db: Db, slotDates: string[]): Promise<{ slotDate: string; reason: string }[]> {
  if (slotDates.length === 0) return [];
  return db
    .select({ slotDate: clinicClosures.slotDate, reason: clinicClosures.reason })
    .from(clinicClosures)
    .where(inArray(clinicClosures.slotDate, slotDates));
}

export async function insertClosure(tx: Db, slotDate: string, reason: string): Promise<string> {
  const [row] = await tx.insert(clinicClosures).values({ slotDate, reason }).returning({ id: clinicClosures.id });
  return row!.id;
}

/** Whether there was such a closure. */
export async function deleteClosure(tx: Db, id: string): Promise<boolean> {
  if (!idSchema.safeParse(id).success) return false;
  const rows = await tx.delete(clinicClosures).where(eq(clinicClosures.id, id)).returning({ id: clinicClosures.id });
  return rows.length === 1;
}

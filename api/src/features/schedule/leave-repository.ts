import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { LeaveSpan } from '@clinic/shared/booking';
import { idSchema, type Leave } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { doctorLeave } from '../../db/schema';

type LeaveRow = typeof doctorLeave.$inferSelect;

export const toLeave = (row: LeaveRow): Leave => ({
  _id: row.id,
  docId: row.docId,
  from: row.fromDate,
  to: row.toDate,
  ...(row.fromTime !== null && row.toTime !== null && { fromTime: row.fromTime, toTime: row.toTime }),
  reason: row.reason,
});

export const toLeaveSpan = (leave: Leave): LeaveSpan => ({
  from: leave.from,
  to: leave.to,
  ...(leave.fromTime !== undefined && leave.toTime !== undefined && { fromTime: leave.fromTime, toTime: leave.toTime }),
});

/** A doctor's leave that has not ended by `fromDay`, soonest first. */
export async function leaveOfDoctor(db: Db, docId: string, fromDay: number): Promise<Leave[]> {
  const rows = await db
    .select()
    .from(doctorLeave)
    .where(and(eq(doctorLeave.docId, docId), gte(doctorLeave.toDay, fromDay)))
    .orderBy(asc(doctorLeave.fromDay), asc(doctorLeave.fromTime), asc(doctorLeave.createdAt));
  return rows.map(toLeave);
}

/** The leave of these doctors that touches days `fromDay`–`toDay`, by doctor. */
export async function leaveOfDoctors(db: Db, docIds: string[], fromDay: number, toDay: number): Promise<Map<string, LeaveSpan[]>> {
  const byDoctor = new Map<string, LeaveSpan[]>();
  if (docIds.length === 0) return byDoctor;
  const rows = await db
    .select()
    .from(doctorLeave)
    .where(and(inArray(doctorLeave.docId, docIds), gte(doctorLeave.toDay, fromDay), lte(doctorLeave.fromDay, toDay)));
  for (const row of rows) byDoctor.set(row.docId, [...(byDoctor.get(row.docId) ?? []), toLeaveSpan(toLeave(row))]);
  return byDoctor;
}

export interface NewLeave {
  docId: string;
  from: string;
  to: string;
  fromDay: number;
  toDay: number;
  fromTime?: string;
  toTime?: string;
  reason: string;
}

export async function insertLeave(tx: Db, leave: NewLeave): Promise<Leave> {
  const [row] = await tx
    .insert(doctorLeave)
    .values({
      docId: leave.docId,
      fromDate: leave.from,
      toDate: leave.to,
      fromDay: leave.fromDay,
      toDay: leave.toDay,
      fromTime: leave.fromTime ?? null,
      toTime: leave.toTime ?? null,
      reason: leave.reason,
    })
    .returning();
  return toLeave(row!);
}

/** Whether there was such leave (of that doctor, when one is named: another doctor's leave is not there). */
export async function deleteLeave(tx: Db, id: string, docId?: string): Promise<boolean> {
  if (!idSchema.safeParse(id).success) return false;
  const ofDoctor: SQL | undefined = docId === undefined ? undefined : eq(doctorLeave.docId, docId);
  const rows = await tx
    .delete(doctorLeave)
    .where(and(eq(doctorLeave.id, id), ofDoctor))
    .returning({ id: doctorLeave.id });
  return rows.length === 1;
}

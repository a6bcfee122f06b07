import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { idSchema } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, users } from '../../db/schema';
import { likeEscaped, cancelWhere, upcomingCondition, type UpcomingWindow } from '../appointments';

export interface PatientRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  imageId: string | null;
  blockedAt: Date | null;
  noPhoneCalls: boolean;
  upcoming: number;
}

/**
 * Name, e-mail or phone containing the text, as one expression: the trigram index `users_search_trgm`
 * (migration 0006) is on exactly this, so the search and its count read the index, not 100k rows.
 */
export function patientSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return ilike(sql`(${users.name} || ' ' || ${users.email} || ' ' || ${users.phone})`, likeEscaped(q));
}

/** One page of patients, newest accounts first, each with their upcoming appointments; and how many match. */
export async function listPatients(
  db: Db,
  query: { q?: string; page: number; limit: number },
  window: UpcomingWindow,
): Promise<{ rows: PatientRow[]; total: number }> {
  // A patient who deleted their account (decision 47) is no longer one of the clinic's patients.
  const where = and(isNull(users.deletedAt), patientSearch(query.q));
  const [page, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        imageId: users.imageId,
        blockedAt: users.blockedAt,
        noPhoneCalls: users.noPhoneCalls,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const upcoming = await upcomingCounts(
    db,
    page.map((p) => p.id),
    window,
  );
  return { rows: page.map((p) => ({ ...p, upcoming: upcoming.get(p.id) ?? 0 })), total: counted?.total ?? 0 };
}

/** Upcoming appointments per patient, for a page of them (the patient-slot index serves it). */
async function upcomingCounts(db: Db, userIds: string[], window: UpcomingWindow): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: appointments.userId, n: count() })
    .from(appointments)
    .where(and(inArray(appointments.userId, userIds), upcomingCondition(window)))
    .groupBy(appointments.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

export async function patientExists(db: Db, userId: string): Promise<boolean> {
  if (!idSchema.safeParse(userId).success) return false;
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length === 1;
}

/**
 * Blocks (keeping when it first happened) or unblocks; whether the patient exists. The update waits for
 * a booking of theirs in flight (it holds their row), and every booking after it sees the new state.
 */
export async function setBlocked(db: Db, userId: string, blocked: boolean): Promise<boolean> {
  if (!idSchema.safeParse(userId).success) return false;
  const rows = await db
    .update(users)
    .set({ blockedAt: blocked ? sql`coalesce(${users.blockedAt}, now())` : null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Cancels the patient's upcoming appointments, freeing their slots, in one transaction: the patient's row
 * is locked first, so a booking of theirs in flight commits before (and is cancelled too) or waits and
 * counts after. The count triggers see an ordinary update. Undefined when there is no such patient.
 */
export async function cancelUpcomingOf(db: Db, userId: string, window: UpcomingWindow): Promise<number | undefined> {
  if (!idSchema.safeParse(userId).success) return undefined;
  return db.transaction(async (tx) => {
    const locked = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    if (!locked.length) return undefined;
    const cancelled = await cancelWhere(tx, and(eq(appointments.userId, userId), upcomingCondition(window)), { by: 'clinic' });
    return cancelled.length;
  });
}

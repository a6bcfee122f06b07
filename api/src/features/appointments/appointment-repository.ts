import { and, desc, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import { idSchema, type AppointmentListQuery, type StatusCounts } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { insertBookingBatch } from './booking-batch';
import { createBookingQueue } from './booking-queue';
import { insertOneBooking, type Booking, type BookingLimits } from './booking-statement';
import { countByStatus, countMatchesByStatus, STATUS_CONDITION } from './status-filter';
import type { AppointmentRow } from './to-appointment';

/** Whose appointments a list or an action may touch (decision 7): a patient's, a doctor's, or all (admin). */
export type Scope = { userId: string } | { docId: string } | 'all';

export function scopeCondition(scope: Scope): SQL | undefined {
  if (scope === 'all') return undefined;
  return 'userId' in scope ? eq(appointments.userId, scope.userId) : eq(appointments.docId, scope.docId);
}

/** `%` and `_` typed by a person are letters, not wildcards. */
export const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The name search: the patient's name for a doctor; the patient's or the doctor's name for the admin. */
function nameCondition(scope: Scope, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const patient = ilike(sql`${appointments.userData}->>'name'`, likeEscaped(q));
  return scope === 'all' ? or(patient, ilike(sql`${appointments.docData}->>'name'`, likeEscaped(q))) : patient;
}

export async function findAppointment(db: Db, id: string, scope: Scope): Promise<AppointmentRow | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), scopeCondition(scope)));
  return row;
}

/** At most this many bookings in one statement (100 connections at once fit in one). */
const MAX_BATCH = 100;
const bookingQueues = new WeakMap<Db, (b: Booking) => Promise<string | undefined>>();

/**
 * Writes the booking, with whatever else is being booked at the moment. No id comes back when the doctor
 * or the patient did not qualify (the caller asks why); a slot already held raises the unique violation
 * of `appointments_doctor_slot_active` or `appointments_patient_slot_active`. One queue per database,
 * holding the limits it was first given (one api process has one configuration).
 */
export function insertBooking(db: Db, limits: BookingLimits, b: Booking): Promise<string | undefined> {
  let queue = bookingQueues.get(db);
  if (!queue) {
    queue = createBookingQueue(
      { one: (booking) => insertOneBooking(db, limits, booking), many: (bookings) => insertBookingBatch(db, limits, bookings) },
      MAX_BATCH,
    );
    bookingQueues.set(db, queue);
  }
  return queue(b);
}

/**
 * Sets a flag on an active appointment in one conditional statement, so two staff acting at once cannot
 * both succeed, nor complete what was just cancelled. Returns whether it changed anything.
 */
export async function closeActive(db: Db, id: string, scope: Scope, change: 'cancelled' | 'isCompleted'): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set(change === 'cancelled' ? { cancelled: true } : { isCompleted: true })
    .where(and(eq(appointments.id, id), scopeCondition(scope), STATUS_CONDITION.active))
    .returning({ id: appointments.id });
  return rows.length === 1;
}

/** The whole list, newest first: the spec's shape, for callers that ask for no page. */
export function listAll(db: Db, scope: Scope): Promise<AppointmentRow[]> {
  return db.select().from(appointments).where(scopeCondition(scope)).orderBy(desc(appointments.bookedAt), desc(appointments.id));
}

export interface AppointmentPage {
  rows: AppointmentRow[];
  total: number;
  counts: StatusCounts;
}

/** One page, newest first, with the total for the filter and the per-status counts for the tabs (decision 21). */
export async function listPage(
  db: Db,
  scope: Scope,
  query: AppointmentListQuery & { page: number; limit: number },
): Promise<AppointmentPage> {
  const base = and(scopeCondition(scope), nameCondition(scope, query.q));
  const filtered = and(base, query.status ? STATUS_CONDITION[query.status] : undefined);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(filtered)
      .orderBy(desc(appointments.bookedAt), desc(appointments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    query.q || (scope !== 'all' && 'userId' in scope)
      ? countMatchesByStatus(db, base)
      : countByStatus(db, scope === 'all' ? undefined : scope.docId),
  ]);
  return { rows, total: query.status ? counts[query.status] : counts.all, counts };
}

/** The newest few, for the dashboards. */
export function latest(db: Db, scope: Scope, limit: number): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(scopeCondition(scope))
    .orderBy(desc(appointments.bookedAt), desc(appointments.id))
    .limit(limit);
}

/** Frees every active slot of a doctor (a deleted doctor keeps no bookings). */
export async function cancelAllActiveOfDoctor(db: Db, docId: string): Promise<number> {
  const rows = await db
    .update(appointments)
    .set({ cancelled: true })
    .where(and(eq(appointments.docId, docId), not(appointments.cancelled), not(appointments.isCompleted)))
    .returning({ id: appointments.id });
  return rows.length;
}

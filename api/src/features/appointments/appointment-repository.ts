import { and, desc, eq, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { idSchema, type AppointmentListQuery, type StatusCounts } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, doctors, users, type AppointmentUserData } from '../../db/schema';
import { countByStatus, countMatchesByStatus, STATUS_CONDITION } from './status-filter';
import type { AppointmentRow } from './to-appointment';

/** Whose appointments a list or an action may touch (decision 7): a patient's, a doctor's, or all (admin). */
export type Scope = { userId: string } | { docId: string } | 'all';

export function scopeCondition(scope: Scope): SQL | undefined {
  if (scope === 'all') return undefined;
  return 'userId' in scope ? eq(appointments.userId, scope.userId) : eq(appointments.docId, scope.docId);
}

/** `%` and `_` typed by a person are letters, not wildcards. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The name search: the patient's name for a doctor; the patient's or the doctor's name for the admin. */
function nameCondition(scope: Scope, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const patient = ilike(sql`${appointments.userData}->>'name'`, likeEscaped(q));
  return scope === 'all' ? or(patient, ilike(sql`${appointments.docData}->>'name'`, likeEscaped(q))) : patient;
}

export async function findAppointment(db: Db, id: string, scope: Scope): Promise<AppointmentRow | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const [row] = await db.select().from(appointments).where(and(eq(appointments.id, id), scopeCondition(scope)));
  return row;
}

export interface Booking {
  userId: string;
  docId: string;
  slotDate: string;
  slotTime: string;
  userData: Omit<AppointmentUserData, 'imageId'>;
}

/**
 * Books in one statement: the doctor (existing, not deleted, available) and the patient are read in the
 * same INSERT … SELECT that writes the row with their snapshots and the current fee (decision 13).
 * Prepared once per database: booking is the hot write, and this spares building the query in JS and
 * PostgreSQL parsing and planning it on every request.
 */
function prepareBooking(db: Db) {
  const param = (name: keyof Booking) => sql.placeholder(name);
  return db
    .insert(appointments)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: users.id,
          docId: doctors.id,
          slotDate: sql`${param('slotDate')}`.as('slot_date'),
          slotTime: sql`${param('slotTime')}`.as('slot_time'),
          userData: sql`${param('userData')}::jsonb || jsonb_build_object('imageId', ${users.imageId})`.as('user_data'),
          docData: sql`jsonb_build_object('name', ${doctors.name}, 'imageId', ${doctors.imageId}, 'speciality', ${doctors.speciality},
            'address', jsonb_build_object('line1', ${doctors.addressLine1}, 'line2', ${doctors.addressLine2}))`.as('doc_data'),
          amount: doctors.fees,
          bookedAt: sql`now()`.as('booked_at'),
          cancelled: sql`false`.as('cancelled'),
          isCompleted: sql`false`.as('is_completed'),
          payment: sql`false`.as('payment'),
          paymentSessionId: sql`null`.as('payment_session_id'),
        })
        .from(doctors)
        .innerJoin(users, eq(users.id, param('userId')))
        .where(and(eq(doctors.id, param('docId')), isNull(doctors.deletedAt), eq(doctors.available, true))),
    )
    .returning({ id: appointments.id })
    .prepare('book_appointment');
}
const bookingStatements = new WeakMap<Db, ReturnType<typeof prepareBooking>>();

/** No row comes back when the doctor or the patient did not qualify; the caller asks why. */
export async function insertBooking(db: Db, b: Booking): Promise<string | undefined> {
  let statement = bookingStatements.get(db);
  if (!statement) bookingStatements.set(db, (statement = prepareBooking(db)));
  const rows = await statement.execute({ ...b, userData: JSON.stringify(b.userData) });
  return rows[0]?.id;
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
export async function listPage(db: Db, scope: Scope, query: AppointmentListQuery & { page: number; limit: number }): Promise<AppointmentPage> {
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
    query.q || (scope !== 'all' && 'userId' in scope) ? countMatchesByStatus(db, base) : countByStatus(db, scope === 'all' ? undefined : scope.docId),
  ]);
  return { rows, total: query.status ? counts[query.status] : counts.all, counts };
}

/** The newest few, for the dashboards. */
export function latest(db: Db, scope: Scope, limit: number): Promise<AppointmentRow[]> {
  return db.select().from(appointments).where(scopeCondition(scope)).orderBy(desc(appointments.bookedAt), desc(appointments.id)).limit(limit);
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

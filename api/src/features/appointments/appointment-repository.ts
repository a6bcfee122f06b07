import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isoDateToSlotDate } from '@clinic/shared/booking';
import { idSchema, type AppointmentListQuery, type StatusCounts } from '@clinic/shared/contract';
import { batchedByIdPerDatabase, idAmongPlaceholder } from '../../db/batch-queue';
import type { Db } from '../../db/client';
import { appointmentRowColumns, startsOnDays } from '../../db/appointment-times';
import { appointments, users } from '../../db/schema';
import { insertBookingBatch } from './booking-batch';
import { cancelWhere, type Cancellation } from './cancellation';
import type { Actor } from './events/appointment-event';
import { createBookingQueue } from './booking-queue';
import { insertOneBooking, type Booking, type BookingLimits } from './booking-statement';
import { changeRecorded } from './events/event-log';
import { rowInScope, scopeCondition, type Scope } from './scope';
import { createMoveQueue } from './move-queue';
import { moveMany, moveOne, type Move } from './move-statements';
import { listOrder } from './list-order';
import { fewMatchesPage } from './name-search';
import { countByStatus, countMatchesByStatus, STATUS_CONDITION } from './status-filter';
import type { AppointmentRow, ListedRow } from './to-appointment';

export { scopeCondition, type Scope } from './scope';

/** `%` and `_` typed by a person are letters, not wildcards. */
export const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The name search: the patient's name for a doctor; the patient's or the doctor's name for the admin. */
function nameCondition(scope: Scope, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const patient = ilike(sql`${appointments.userData}->>'name'`, likeEscaped(q));
  return scope === 'all' ? or(patient, ilike(sql`${appointments.docData}->>'name'`, likeEscaped(q))) : patient;
}

/** Appointments by id, several requests' at once; the ids travel as one JSON parameter. */
function prepareFind(db: Db) {
  return db.select(appointmentRowColumns).from(appointments).where(idAmongPlaceholder(appointments.id)).prepare('appointments_by_id');
}
const appointmentById = batchedByIdPerDatabase(prepareFind);

/**
 * The appointment, when it is in the caller's scope. Every action on one reads it first (a move, a cancel,
 * a payment), so under load one statement reads them for all the requests waiting.
 */
export async function findAppointment(db: Db, id: string, scope: Scope): Promise<AppointmentRow | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const row = await appointmentById(db, id);
  return row && rowInScope(row, scope) ? row : undefined;
}

/** At most this many bookings in one statement (100 connections at once fit in one). */
const MAX_BATCH = 100;
const bookingQueues = new WeakMap<Db, (b: Booking) => Promise<string | undefined>>();

/**
 * Writes the booking, with whatever else is being booked at the moment. No id comes back when the doctor
 * or the patient did not qualify (the caller asks why); a slot already held raises the unique violation
 * of `appointments_doctor_no_overlap` or `appointments_patient_no_overlap`. One queue per database,
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

/** What closes an active appointment, named as the spec's calls name it: cancelled, completed or No-show (decision 41). */
export type Closing = 'cancelled' | 'isCompleted' | 'noShow';
/** What closes it: an outcome, or a cancellation with who made it and why. */
export type ClosingChange = Exclude<Closing, 'cancelled'> | Cancellation;
const OUTCOME_SET = { isCompleted: { status: 'completed' }, noShow: { status: 'no-show' } } as const;
const OUTCOME_EVENT = { isCompleted: 'completed', noShow: 'noShow' } as const;

/** Who acts within a scope (decision 54's actor): the patient, the doctor, or the clinic's staff. */
export const actorOf = (scope: Scope): Actor =>
  scope === 'all' ? { role: 'clinic' } : 'userId' in scope ? { role: 'patient', id: scope.userId } : { role: 'doctor', id: scope.docId };

/**
 * Closes an active appointment in one conditional statement, so two staff acting at once cannot
 * both succeed, nor complete what was just cancelled; the statement records its event. Returns whether it
 * changed anything.
 */
export async function closeActive(db: Db, id: string, scope: Scope, change: ClosingChange, by = actorOf(scope)): Promise<boolean> {
  const where = and(eq(appointments.id, id), scopeCondition(scope), STATUS_CONDITION.active);
  if (typeof change !== 'string')
    return (await cancelWhere(db, where, { id: by.id, ...(by.ip !== undefined && { ip: by.ip }), ...change })).length === 1;
  const closed = await changeRecorded(
    db,
    db.update(appointments).set(OUTCOME_SET[change]).where(where).returning({ id: appointments.id }),
    {
      type: OUTCOME_EVENT[change],
      by,
    },
  );
  return closed.length === 1;
}

const moveQueues = new WeakMap<Db, (m: Move) => Promise<boolean>>();

/**
 * Moves an active appointment to another time (decision 48), with whatever other moves are being written
 * at the moment (`move-queue.ts`): only while it is still active at the time it was read at, and the
 * calendar still at `version` (`move-statements.ts`). Returns whether it moved; a time already held raises
 * the exclusion violation of `appointments_doctor_no_overlap` or `…_patient_no_overlap`, exactly as a
 * booking of it would.
 */
export function moveActive(
  db: Db,
  scope: Scope,
  from: Move['from'],
  to: Move['to'],
  version: number,
  by = actorOf(scope),
): Promise<boolean> {
  let queue = moveQueues.get(db);
  if (!queue) {
    queue = createMoveQueue({ one: (m) => moveOne(db, m), many: (moves) => moveMany(db, moves) }, MAX_BATCH);
    moveQueues.set(db, queue);
  }
  return queue({ scope, from, to, version, by });
}

/**
 * Appointments with the account that booked each (decision 41), joined by its primary key: a few rows
 * per page, so the lists stay as fast as before.
 */
function selectListed(db: Db) {
  return db
    .select({ row: appointmentRowColumns, bookerName: users.name, bookerEmail: users.email, bookerNoPhoneCalls: users.noPhoneCalls })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.userId));
}
type Joined = { row: AppointmentRow; bookerName: string | null; bookerEmail: string | null; bookerNoPhoneCalls: boolean | null };
const listed = (rows: Joined[]): ListedRow[] =>
  rows.map(({ row, bookerName, bookerEmail, bookerNoPhoneCalls }) => ({
    ...row,
    bookedBy: bookerName === null ? undefined : { name: bookerName, email: bookerEmail ?? '' },
    bookerNoPhoneCalls: bookerNoPhoneCalls === true,
  }));

const NEWEST_FIRST = listOrder(appointments);

/** The whole list, newest first: the spec's shape, for callers that ask for no page. */
export async function listAll(db: Db, scope: Scope): Promise<ListedRow[]> {
  return listed(
    await selectListed(db)
      .where(scopeCondition(scope))
      .orderBy(...NEWEST_FIRST),
  );
}

export interface AppointmentPage {
  rows: ListedRow[];
  total: number;
  counts: StatusCounts;
}

/**
 * One page, newest first, with the total for the filter and the per-status counts for the tabs (decision
 * 21). With a day (decision 41): that day's appointments by slot time, counted for that day. A name search
 * with few matches is counted and paged from them, read once (`name-search.ts`).
 */
export async function listPage(
  db: Db,
  scope: Scope,
  query: AppointmentListQuery & { page: number; limit: number },
): Promise<AppointmentPage> {
  const day = query.date ? startsOnDays([isoDateToSlotDate(query.date)]) : undefined;
  const base = and(scopeCondition(scope), nameCondition(scope, query.q), day);
  const filtered = and(base, query.status ? STATUS_CONDITION[query.status] : undefined);
  const page = { status: query.status, byTime: !!day, limit: query.limit, offset: (query.page - 1) * query.limit };
  const few = query.q ? await fewMatchesPage(db, base, page) : undefined;
  const [rows, counts] = few
    ? [await byIds(db, few.ids), few.counts]
    : await Promise.all([
        selectListed(db)
          .where(filtered)
          .orderBy(...listOrder(appointments, !!day))
          .limit(page.limit)
          .offset(page.offset),
        query.q || day || (scope !== 'all' && 'userId' in scope)
          ? countMatchesByStatus(db, base)
          : countByStatus(db, scope === 'all' ? undefined : scope.docId),
      ]);
  return { rows: listed(rows), total: query.status ? counts[query.status] : counts.all, counts };
}

/** These appointments, in this order. */
async function byIds(db: Db, ids: string[]): Promise<Joined[]> {
  if (!ids.length) return [];
  const found = new Map((await selectListed(db).where(inArray(appointments.id, ids))).map((r) => [r.row.id, r]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** The newest few, for the dashboards. */
export async function latest(db: Db, scope: Scope, limit: number): Promise<ListedRow[]> {
  return listed(
    await selectListed(db)
      .where(scopeCondition(scope))
      .orderBy(...NEWEST_FIRST)
      .limit(limit),
  );
}

/**
 * Cancelled appointments whose money has not yet gone back (decision 49), newest first: the
 * few rows of a partial index. Failing ones first, as they want a person's eye.
 */
export async function refundsOwed(db: Db, limit: number): Promise<ListedRow[]> {
  return listed(
    await selectListed(db)
      .where(inArray(appointments.refundStatus, ['pending', 'failed']))
      .orderBy(sql`${appointments.refundStatus} = 'failed' desc`, ...NEWEST_FIRST)
      .limit(limit),
  );
}

/** Frees every active slot of a doctor (a deleted doctor keeps no bookings). */
export async function cancelAllActiveOfDoctor(db: Db, docId: string, cancellation: Cancellation): Promise<number> {
  return (await cancelWhere(db, and(eq(appointments.docId, docId), STATUS_CONDITION.active), cancellation)).length;
}

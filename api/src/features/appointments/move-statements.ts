import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentEvents, appointments } from '../../db/schema';
import { CALENDAR_LOCK } from '../calendar';
import { eventColumns, type Actor, type AppointmentEvent } from './events/appointment-event';
import { afterCommit } from './events/after-commit';
import { eventSelection } from './events/event-log';
import type { Scope } from './scope';
import { STATUS_CONDITION } from './status-filter';

/** A move asked for: the appointment as it was read, the time it goes to, the calendar version checked. */
export interface Move {
  scope: Scope;
  from: { id: string; slotDate: string; slotTime: string; startsAt: Date };
  to: { slotDate: string; slotTime: string; startsAt: Date };
  version: number;
  by: Actor;
}

const movedEvent = (m: Move): AppointmentEvent => ({
  type: 'moved',
  appointmentId: m.from.id,
  by: m.by,
  from: { startsAt: m.from.startsAt.toISOString(), slotDate: m.from.slotDate, slotTime: m.from.slotTime },
  to: { startsAt: m.to.startsAt.toISOString(), slotDate: m.to.slotDate, slotTime: m.to.slotTime },
});

/**
 * The calendar's version, read under its lock held shared until the statement commits
 * (`calendar_version_locked`, migration 0036): a change holds it exclusively, so a move either commits
 * first and is seen by the change, or waits for it and reads the version it bumped. Touches no row of the
 * statement's tables: tested once, first, before an appointment's row is locked.
 */
const lockedVersion = sql`(select calendar_version_locked(${CALENDAR_LOCK}))`;

/** The batch travels as one JSON parameter, as the bookings' does. */
const moveRows = () =>
  sql`json_to_recordset(${sql.placeholder('rows')}::json) as m(n integer, id uuid, user_id uuid, doc_id uuid, from_start timestamptz, to_start timestamptz, version bigint, actor_role text, actor_id text, detail jsonb)`;

/**
 * Moves in one conditional statement that records each one's `moved` event (decision 48): each only while
 * its appointment is still active at the time it was read at, in its scope, and the calendar still at the
 * version checked. A lone move is a batch of one.
 */
function prepareMoves(db: Db) {
  const changed = db.$with('changed').as(
    db
      .update(appointments)
      .set({ startsAt: sql`m.to_start` })
      .from(moveRows())
      .where(
        and(
          eq(appointments.id, sql`m.id`),
          sql`(m.user_id is null or ${appointments.userId} = m.user_id)`,
          sql`(m.doc_id is null or ${appointments.docId} = m.doc_id)`,
          STATUS_CONDITION.active,
          eq(appointments.startsAt, sql`m.from_start`),
          sql`m.version = ${lockedVersion}`,
        ),
      )
      .returning({
        id: appointments.id,
        n: sql<number>`m.n`.as('n'),
        actorRole: sql<string>`m.actor_role`.as('actor_role'),
        actorId: sql<string>`m.actor_id`.as('actor_id'),
        detail: sql`m.detail`.as('detail'),
      }),
  );
  const recorded = db.$with('recorded').as(
    db
      .insert(appointmentEvents)
      .select(
        db
          .select(
            eventSelection({
              appointmentId: changed.id,
              type: sql`'moved'`,
              actorRole: sql`${changed.actorRole}`,
              actorId: sql`${changed.actorId}`,
              detail: sql`${changed.detail}`,
            }),
          )
          .from(changed),
      )
      .returning({ id: appointmentEvents.id }),
  );
  return db.with(changed, recorded).select({ n: changed.n }).from(changed).prepare('move_appointments');
}
const moveStatements = new WeakMap<Db, ReturnType<typeof prepareMoves>>();

/**
 * Writes what it can of the moves, in the order given, and records a `moved` event for each it moved;
 * answers which moved, by their place in `moves`. One that did not (no longer active where it was read,
 * the calendar changed) did not move. A time held raises the exclusion violation of
 * `appointments_doctor_no_overlap` or `…_patient_no_overlap`, exactly as a booking of it would, and
 * nothing of the batch is written.
 */
export async function moveMany(db: Db, moves: Move[]): Promise<Set<number>> {
  let statement = moveStatements.get(db);
  if (!statement) moveStatements.set(db, (statement = prepareMoves(db)));
  const events = moves.map(movedEvent);
  const rows = moves.map((m, n) => {
    const { actorRole, actorId, detail } = eventColumns(events[n]!);
    return {
      n,
      id: m.from.id,
      user_id: m.scope !== 'all' && 'userId' in m.scope ? m.scope.userId : null,
      doc_id: m.scope !== 'all' && 'docId' in m.scope ? m.scope.docId : null,
      from_start: m.from.startsAt.toISOString(),
      to_start: m.to.startsAt.toISOString(),
      version: m.version,
      actor_role: actorRole,
      actor_id: actorId,
      detail,
    };
  });
  const moved = new Set((await statement.execute({ rows: JSON.stringify(rows) })).map((r) => Number(r.n)));
  await afterCommit(
    db,
    events.filter((_, n) => moved.has(n)),
  );
  return moved;
}

/** One move on its own: whether it moved. */
export const moveOne = async (db: Db, m: Move): Promise<boolean> => (await moveMany(db, [m])).has(0);

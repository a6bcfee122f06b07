import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db } from '../../../db/client';
import { appointmentEvents, type appointments } from '../../../db/schema';
import { afterCommit } from './after-commit';
import { eventColumns, type AppointmentEvent, type AppointmentEventTemplate } from './appointment-event';

/**
 * Records events of changes already made in the transaction `db` (or, outside one, just made): call it with
 * the change's own transaction, so the events and the change commit or roll back together.
 */
export async function recordEvents(db: Pick<Db, 'insert'>, events: readonly AppointmentEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(appointmentEvents).values(events.map((e) => ({ appointmentId: e.appointmentId, ...eventColumns(e) })));
  await afterCommit(db, events);
}

/**
 * The columns of event rows an INSERT … SELECT writes, every one in the table's order (drizzle asks that of
 * an INSERT … SELECT), the key and the time as their defaults would give them.
 */
export function eventSelection(values: { appointmentId: SQLWrapper; type: SQL; actorRole: SQL; actorId: SQL; detail: SQL }) {
  return {
    id: sql<number>`nextval('appointment_events_id_seq')`.as('id'),
    appointmentId: sql<string>`${values.appointmentId}`.as('appointment_id'),
    type: sql<string>`${values.type}`.as('type'),
    actorRole: sql<string>`${values.actorRole}`.as('actor_role'),
    actorId: sql<string>`${values.actorId}`.as('actor_id'),
    detail: sql`${values.detail}`.as('detail'),
    createdAt: sql<Date>`now()`.as('created_at'),
  };
}

/** An `UPDATE appointments … RETURNING id` not yet run. */
export type AppointmentsChange = TypedQueryBuilder<{ id: typeof appointments.id }>;

/**
 * Runs `change` and records `event` for every appointment it changed, in one statement (a data-modifying
 * WITH): no transaction is needed for the two to commit together, and a change of many rows (a doctor's
 * whole diary) is still one round trip. Returns the ids it changed.
 */
export async function changeRecorded(db: Db, change: AppointmentsChange, event: AppointmentEventTemplate): Promise<string[]> {
  const changed = db.$with('changed').as(change);
  const { type, actorRole, actorId, detail } = eventColumns(event);
  const rows = await db
    .with(changed)
    .insert(appointmentEvents)
    .select(
      db
        .select(
          eventSelection({
            appointmentId: changed.id,
            type: sql`${type}::text`,
            actorRole: sql`${actorRole}::text`,
            actorId: sql`${actorId}::text`,
            detail: sql`${JSON.stringify(detail)}::jsonb`,
          }),
        )
        .from(changed),
    )
    .returning({ appointmentId: appointmentEvents.appointmentId });
  const ids = rows.map((r) => r.appointmentId);
  await afterCommit(
    db,
    ids.map((appointmentId) => ({ ...event, appointmentId }) as AppointmentEvent),
  );
  return ids;
}

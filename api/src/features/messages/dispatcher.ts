import { and, asc, eq, inArray } from 'drizzle-orm';
import { slotOf } from '@clinic/shared/booking';
import type { Db } from '../../db/client';
import { messageEvents, messages } from '../../db/schema';
import { loadAppointments, loadContacts } from './facts';
import { planAppointmentMessages, planContactMessage, type NewMessage, type PlanContext } from './plan';

const EVENTS_PER_BATCH = 50;
/** Rows per insert, under PostgreSQL's 65,535 parameters (20 columns a row). */
const ROWS_PER_INSERT = 1_000;

/**
 * One batch of events, in one transaction: claimed with SKIP LOCKED (another replica takes the next
 * ones), turned into message rows whose unique keys make a second dispatch of the same change a no-op,
 * and deleted. A crash before the commit leaves the events for the next try. Returns how many it took.
 */
export async function dispatchBatch(db: Db, ctx: PlanContext & { clinicTz: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const events = await tx
      .select()
      .from(messageEvents)
      .orderBy(asc(messageEvents.id))
      .limit(EVENTS_PER_BATCH)
      .for('update', { skipLocked: true });
    if (!events.length) return 0;
    const appointmentIds = [...new Set(events.filter((e) => e.kind !== 'contact').map((e) => e.subjectId))];
    const contactIds = events.filter((e) => e.kind === 'contact').map((e) => e.subjectId);
    const [found, contacts] = await Promise.all([loadAppointments(tx, appointmentIds, ctx.clinicTz), loadContacts(tx, contactIds)]);

    const rows: NewMessage[] = [];
    const cancelled: string[] = [];
    for (const [i, event] of events.entries()) {
      // Rendering is synchronous (a confirmation with its .ics takes about half a millisecond): requests
      // get the event loop between a few events, so a burst of bookings is not held behind its own messages.
      if (i % 4 === 3) await new Promise((resolve) => setImmediate(resolve));
      if (event.kind === 'contact') {
        const contact = contacts.get(event.subjectId);
        if (contact) rows.push(planContactMessage(event.subjectId, contact, ctx));
        continue;
      }
      const appointment = found.get(event.subjectId);
      if (!appointment) continue;
      if (event.kind === 'cancelled') cancelled.push(event.subjectId);
      // A move's event carries the start it had (migrations 0015, 0033), which the row no longer does.
      const facts = event.previousSlot
        ? { ...appointment, facts: { ...appointment.facts, previousSlot: slotOf(new Date(event.previousSlot.startsAt), ctx.clinicTz) } }
        : appointment;
      rows.push(...planAppointmentMessages(event.kind, facts, ctx));
    }
    // A channel that is off cannot send them: kept as skipped now, for the outbox, with no round trip to the worker.
    for (const row of rows) {
      const off = ctx.off?.[row.channel];
      if (off && !row.state) Object.assign(row, { state: 'skipped', error: off });
    }
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
      await tx
        .insert(messages)
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing({ target: messages.idempotencyKey });
    // The outbox shows at once that a cancelled appointment's reminders will not go; the worker checks
    // again before sending, whatever happened in between.
    if (cancelled.length)
      await tx
        .update(messages)
        .set({ state: 'skipped', error: 'The appointment was cancelled', lockedUntil: null })
        .where(and(inArray(messages.appointmentId, cancelled), eq(messages.kind, 'reminder'), eq(messages.state, 'queued')));
    await tx.delete(messageEvents).where(
      inArray(
        messageEvents.id,
        events.map((e) => e.id),
      ),
    );
    return events.length;
  });
}

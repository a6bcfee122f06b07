import { randomUUID } from 'node:crypto';
import type { BatchOutcome, HeldBy, NumberedBooking } from './booking-batch';
import type { Booking } from './booking-statement';
import { groupCommit, type Waiting } from '../../db/batch-queue';
import { causedByARow, retriedWhenRolledBack, rolledBack } from './group-commit';

export interface BookingWriter {
  /** One booking, answering exactly as a lone request always has (an id, nothing, or the exclusion violation). */
  one: (booking: Booking) => Promise<string | undefined>;
  /** Several at once: what became of each, by id. */
  many: (bookings: NumberedBooking[]) => Promise<Map<string, BatchOutcome>>;
}

/** A booking of a batch refused for a held time: to its caller, the exclusion violation a lone insert raises. */
export class HeldSlotError extends Error {
  readonly code = '23P01';
  constructor(readonly constraint: HeldBy) {
    super(`conflicting key value violates exclusion constraint "${constraint}"`);
  }
}

const slotOf = (b: Booking) => `${b.slotDate} ${b.slotTime}`;
const bySlot = (a: { booking: Booking }, b: { booking: Booking }) => {
  const [x, y] = [slotOf(a.booking), slotOf(b.booking)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Group commit for bookings (`group-commit.ts`): whatever arrives while a batch is being written goes in
 * the next, in one statement.
 *
 * A booking refused for a held slot (by another request, or by an earlier row of the same batch) hears
 * the unique violation a lone insert would have raised: two requests for one slot in one batch end as one
 * winner and one refusal. The rest that did not go in (a doctor or patient who does not qualify, a slot
 * taken by a booking committed while the batch ran) are booked alone, which answers as a lone request.
 * Rows go in slot-time order, so waiting for another api process's batch is always for a row of the same
 * slot time; a deadlock would need crossed requests for one slot time in both at the same moment, and
 * PostgreSQL then rolls one side back, which is tried again.
 */
export function createBookingQueue(writer: BookingWriter, maxBatch: number) {
  const alone = (w: Waiting<Booking, string | undefined>) => retriedWhenRolledBack(() => writer.one(w.item)).then(w.resolve, w.reject);

  async function write(batch: Waiting<Booking, string | undefined>[]) {
    if (batch.length === 1) return alone(batch[0]!);
    // A stable sort: within a slot time the first to arrive is written first, and so is the one that wins.
    const rows = batch.map((w) => ({ w, booking: { ...w.item, id: randomUUID() } })).sort(bySlot);
    let outcomes: Map<string, BatchOutcome>;
    try {
      outcomes = await writer.many(rows.map((r) => r.booking));
    } catch (error) {
      if (!causedByARow(error) && !rolledBack(error)) return batch.forEach((w) => w.reject(error));
      outcomes = new Map();
    }
    await Promise.all(
      rows.map(({ w, booking }) => {
        const outcome = outcomes.get(booking.id);
        if (outcome?.written) return w.resolve(booking.id);
        if (outcome?.heldBy) return w.reject(new HeldSlotError(outcome.heldBy));
        return alone(w);
      }),
    );
  }

  return groupCommit(write, maxBatch);
}

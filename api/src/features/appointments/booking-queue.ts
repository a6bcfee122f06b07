import { randomUUID } from 'node:crypto';
import { sqlState } from '../../http/errors';
import type { BatchOutcome, HeldBy, NumberedBooking } from './booking-batch';
import type { Booking } from './booking-statement';

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

interface Waiting {
  booking: Booking;
  resolve: (id: string | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Errors one row of a batch can cause: bad data (22), a constraint (23), a program limit such as an index
 * entry too large (54). Each booking then goes alone, so only its own request sees its own error. Anything
 * else (the server gone, a timeout) would have failed each of them alone too.
 */
const causedByARow = (error: unknown) => ['22', '23', '54'].includes(sqlState(error)?.slice(0, 2) ?? '');
/** A deadlock or serialization victim (class 40) was rolled back whole: trying again is safe. */
const rolledBack = (error: unknown) => sqlState(error)?.startsWith('40') ?? false;
const ATTEMPTS = 3;

const slotOf = (b: Booking) => `${b.slotDate} ${b.slotTime}`;
const bySlot = (a: { booking: Booking }, b: { booking: Booking }) => {
  const [x, y] = [slotOf(a.booking), slotOf(b.booking)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Group commit for bookings: one batch is written at a time, and whatever arrives meanwhile goes in the
 * next, in one statement, one transaction and one WAL flush (the per-statement work and the commit were
 * most of the database's time per booking). A booking that arrives when nothing is being written goes at
 * once. One batch at a time measured better on 2 cores than several (larger batches, less CPU per booking
 * in node and in PostgreSQL alike), and this process's batches never wait for one another.
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
  let waiting: Waiting[] = [];
  let writing = false;
  let scheduled = false;

  function schedule() {
    if (writing || scheduled || !waiting.length) return;
    scheduled = true;
    // After the current round of I/O: requests read in the same round join the same batch.
    setImmediate(() => {
      scheduled = false;
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(maxBatch);
      writing = true;
      void write(batch).finally(() => {
        writing = false;
        schedule();
      });
    });
  }

  async function one(booking: Booking, attempt = 1): Promise<string | undefined> {
    try {
      return await writer.one(booking);
    } catch (error) {
      if (attempt < ATTEMPTS && rolledBack(error)) return one(booking, attempt + 1);
      throw error;
    }
  }
  const alone = (w: Waiting) => one(w.booking).then(w.resolve, w.reject);

  async function write(batch: Waiting[]) {
    if (batch.length === 1) return alone(batch[0]!);
    // A stable sort: within a slot time the first to arrive is written first, and so is the one that wins.
    const rows = batch.map((w) => ({ w, booking: { ...w.booking, id: randomUUID() } })).sort(bySlot);
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

  return (booking: Booking) =>
    new Promise<string | undefined>((resolve, reject) => {
      waiting.push({ booking, resolve, reject });
      schedule();
    });
}

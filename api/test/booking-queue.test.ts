import type { BatchOutcome, NumberedBooking } from '../src/features/appointments/booking-batch';
import { createBookingQueue, HeldSlotError, type BookingWriter } from '../src/features/appointments/booking-queue';
import { isOverlapViolation } from '../src/http/errors';
import type { Booking } from '../src/features/appointments/booking-statement';

// The group commit on its own, with a writer that only records what it is asked: the batches it forms,
// and what each caller hears back. The databases' side is in booking-batch.test.ts.

const booking = (name: string, slotTime = '10:00', slotDate = '1_1_2031'): Booking => ({
  userId: `user ${name}`,
  docId: `doctor ${name}`,
  slotDate,
  slotTime,
  userData: { name, age: null, email: '', phone: '1', message: '' },
  version: 0,
});
const tick = () => new Promise((resolve) => setImmediate(resolve));
async function until(condition: () => boolean) {
  for (let i = 0; i < 50 && !condition(); i++) await tick();
  expect(condition()).toBe(true);
}
const dbError = (code: string) => Object.assign(new Error(`database said ${code}`), { code });
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: dbError(code) });
/** The outcome map of a batch: these names written, those held by an index, the rest unknown. */
const outcomes = (bs: NumberedBooking[], decide: (name: string) => BatchOutcome) => new Map(bs.map((b) => [b.id, decide(b.userData.name)]));
const allWritten = (bs: NumberedBooking[]) => outcomes(bs, () => ({ written: true }));

/** A writer that records its calls; with `hold`, its batches finish only when the test says so. */
function recordingWriter(overrides: Partial<BookingWriter> = {}, { hold = false } = {}) {
  const batches: string[][] = [];
  const alone: string[] = [];
  const pending: (() => void)[] = [];
  let writing = 0;
  let mostAtOnce = 0;
  const writer: BookingWriter = {
    one: async (b) => {
      alone.push(b.userData.name);
      return `id of ${b.userData.name}`;
    },
    many: async (bs: NumberedBooking[]) => {
      batches.push(bs.map((b) => b.userData.name));
      mostAtOnce = Math.max(mostAtOnce, ++writing);
      await (hold ? new Promise<void>((resolve) => pending.push(resolve)) : tick());
      writing--;
      return allWritten(bs);
    },
    ...overrides,
  };
  return { writer, batches, alone, finishBatch: () => pending.shift()?.(), mostAtOnce: () => mostAtOnce };
}

describe('booking queue (group commit)', () => {
  test('a booking that arrives alone is written alone, at once, as before', async () => {
    const w = recordingWriter();
    const book = createBookingQueue(w.writer, 100);
    await expect(book(booking('asha'))).resolves.toBe('id of asha');
    expect(w.alone).toEqual(['asha']);
    expect(w.batches).toEqual([]);
  });

  test('bookings arriving together go in one statement; what arrives meanwhile waits for the next, one batch at a time', async () => {
    const w = recordingWriter({}, { hold: true });
    const book = createBookingQueue(w.writer, 100);
    const first = ['a', 'b', 'c'].map((name) => book(booking(name)));
    await until(() => w.batches.length === 1);
    expect(w.batches).toEqual([['a', 'b', 'c']]);
    const second = ['d', 'e'].map((name) => book(booking(name)));
    for (let i = 0; i < 5; i++) await tick();
    expect(w.batches).toHaveLength(1);
    w.finishBatch();
    const ids = await Promise.all(first);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    await until(() => w.batches.length === 2);
    expect(w.batches[1]).toEqual(['d', 'e']);
    w.finishBatch();
    await Promise.all(second);
    expect(w.mostAtOnce()).toBe(1);
  });

  test('a batch holds at most maxBatch bookings; the rest keep their turn', async () => {
    const w = recordingWriter();
    const book = createBookingQueue(w.writer, 2);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => book(booking(name))));
    expect([...w.batches, w.alone]).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  test('rows go in slot-time order; within a slot time, in the order they came', async () => {
    const w = recordingWriter();
    const book = createBookingQueue(w.writer, 100);
    await Promise.all(
      [booking('late', '11:00'), booking('first', '10:00'), booking('second', '10:00'), booking('other day', '10:00', '2_1_2031')].map(
        (b) => book(b),
      ),
    );
    expect(w.batches[0]).toEqual(['first', 'second', 'late', 'other day']);
  });

  test('a booking the batch found held is refused as a lone insert would be; one it could not tell is booked alone', async () => {
    const w = recordingWriter({
      many: async (bs) =>
        outcomes(bs, (name) =>
          name === 'winner' ? { written: true } : { written: false, heldBy: name === 'loser' ? 'appointments_doctor_no_overlap' : null },
        ),
      one: async (b) => {
        w.alone.push(b.userData.name);
        return undefined;
      },
    });
    const book = createBookingQueue(w.writer, 100);
    const [winner, loser, unqualified] = await Promise.allSettled([
      book(booking('winner')),
      book(booking('loser')),
      book(booking('unqualified')),
    ]);
    expect(winner).toEqual({ status: 'fulfilled', value: expect.any(String) });
    expect(loser.status).toBe('rejected');
    const refusal = (loser as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(HeldSlotError);
    expect(isOverlapViolation(refusal, 'appointments_doctor_no_overlap')).toBe(true);
    expect(unqualified).toEqual({ status: 'fulfilled', value: undefined });
    expect(w.alone).toEqual(['unqualified']);
  });

  test('an error one row causes fails only that booking: the batch is retried one by one', async () => {
    const w = recordingWriter({
      many: async () => {
        throw wrapped('22P05');
      },
      one: async (b) => {
        if (b.userData.name === 'bad') throw wrapped('22P05');
        return `id of ${b.userData.name}`;
      },
    });
    const book = createBookingQueue(w.writer, 100);
    const [good, bad, alsoGood] = await Promise.allSettled([book(booking('good')), book(booking('bad')), book(booking('also good'))]);
    expect(good).toEqual({ status: 'fulfilled', value: 'id of good' });
    expect(bad.status).toBe('rejected');
    expect(alsoGood).toEqual({ status: 'fulfilled', value: 'id of also good' });
  });

  test('a failure of the database itself fails every booking of the batch with it, without trying each', async () => {
    const down = Object.assign(new Error('Connection terminated unexpectedly'), {});
    const w = recordingWriter({
      many: async () => {
        throw down;
      },
    });
    const book = createBookingQueue(w.writer, 100);
    const answers = await Promise.allSettled([book(booking('a')), book(booking('b'))]);
    expect(answers).toEqual([
      { status: 'rejected', reason: down },
      { status: 'rejected', reason: down },
    ]);
    expect(w.alone).toEqual([]);
    // And the queue goes on.
    await expect(book(booking('c'))).resolves.toBe('id of c');
  });

  test('a deadlock victim is tried again: a batch one by one, a lone booking up to three times', async () => {
    let tries = 0;
    const w = recordingWriter({
      many: async () => {
        throw wrapped('40P01');
      },
      one: async (b) => {
        if (b.userData.name === 'unlucky' && ++tries < 3) throw wrapped('40P01');
        return `id of ${b.userData.name}`;
      },
    });
    const book = createBookingQueue(w.writer, 100);
    await expect(Promise.all([book(booking('unlucky')), book(booking('fine'))])).resolves.toEqual(['id of unlucky', 'id of fine']);
    expect(tries).toBe(3);
  });
});

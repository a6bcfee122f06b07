import { createMoveQueue, type MoveWriter } from '../src/features/appointments/move-queue';
import type { Move } from '../src/features/appointments/move-statements';

// The moves' group commit on its own (its timing is the bookings', in booking-queue.test.ts), with a writer
// that records what it is asked: which moves go together, which go alone, and what each caller hears.
// The databases' side is in reschedule.test.ts.

const move = (id: string): Move => ({
  scope: 'all',
  from: { id, slotDate: '1_1_2031', slotTime: '10:00', startsAt: new Date('2031-01-01T04:30:00Z') },
  to: { slotDate: '1_1_2031', slotTime: '11:00', startsAt: new Date('2031-01-01T05:30:00Z') },
  version: 0,
  by: { role: 'clinic' },
});
const dbError = (code: string) => Object.assign(new Error(`database said ${code}`), { code });

function recordingWriter(overrides: Partial<MoveWriter> = {}) {
  const batches: string[][] = [];
  const alone: string[] = [];
  const writer: MoveWriter = {
    one: async (m) => {
      alone.push(m.from.id);
      return true;
    },
    many: async (ms) => {
      batches.push(ms.map((m) => m.from.id));
      return new Set(ms.map((_, n) => n));
    },
    ...overrides,
  };
  return { writer, batches, alone };
}

describe('move queue (group commit)', () => {
  test('moves arriving together go in one statement, in appointment order; one alone goes alone', async () => {
    const w = recordingWriter();
    const moveIt = createMoveQueue(w.writer, 100);
    await expect(Promise.all(['c', 'a', 'b'].map((id) => moveIt(move(id))))).resolves.toEqual([true, true, true]);
    expect(w.batches).toEqual([['a', 'b', 'c']]);
    await expect(moveIt(move('d'))).resolves.toBe(true);
    expect(w.alone).toEqual(['d']);
  });

  test('a move the batch did not make goes alone, and its caller hears the lone answer', async () => {
    const w = recordingWriter({
      many: async (ms) => new Set(ms.flatMap((m, n) => (m.from.id === 'moved meanwhile' ? [] : [n]))),
      one: async (m) => m.from.id !== 'moved meanwhile',
    });
    const moveIt = createMoveQueue(w.writer, 100);
    expect(await Promise.all(['x', 'moved meanwhile', 'y'].map((id) => moveIt(move(id))))).toEqual([true, false, true]);
  });

  test('a batch that met a held time is undone whole: every move goes alone, and only the one held hears it', async () => {
    const held = dbError('23P01');
    const alone: string[] = [];
    const moveIt = createMoveQueue(
      {
        many: async () => {
          throw held;
        },
        one: async (m) => {
          alone.push(m.from.id);
          if (m.from.id === 'b') throw held;
          return true;
        },
      },
      100,
    );
    const answers = await Promise.allSettled(['a', 'b', 'c'].map((id) => moveIt(move(id))));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((answers[1] as PromiseRejectedResult).reason).toBe(held);
    expect(alone.sort()).toEqual(['a', 'b', 'c']);
  });

  test('a deadlock victim is tried again; an outage fails every move of the batch, none written alone', async () => {
    let deadlocks = 1;
    const w = recordingWriter({
      many: async () => {
        throw dbError('40P01');
      },
      one: async () => {
        if (deadlocks-- > 0) throw dbError('40P01');
        return true;
      },
    });
    const moveIt = createMoveQueue(w.writer, 100);
    expect(await Promise.all(['a', 'b'].map((id) => moveIt(move(id))))).toEqual([true, true]);

    const gone = dbError('08006');
    const down = recordingWriter({
      many: async () => {
        throw gone;
      },
    });
    const moveDown = createMoveQueue(down.writer, 100);
    const answers = await Promise.allSettled(['a', 'b'].map((id) => moveDown(move(id))));
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
    expect(down.alone).toEqual([]);
  });
});

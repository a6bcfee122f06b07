import { groupCommit, type Waiting } from '../../db/batch-queue';
import { causedByARow, retriedWhenRolledBack, rolledBack } from './group-commit';
import type { Move } from './move-statements';

export interface MoveWriter {
  /** One move, answering exactly as a lone request always has (moved or not, or the exclusion violation). */
  one: (move: Move) => Promise<boolean>;
  /** Several at once: which moved, by their place in the array. */
  many: (moves: Move[]) => Promise<Set<number>>;
}

const byAppointment = (a: Waiting<Move, boolean>, b: Waiting<Move, boolean>) =>
  a.item.from.id < b.item.from.id ? -1 : a.item.from.id > b.item.from.id ? 1 : 0;

/**
 * Group commit for moves (`group-commit.ts`), as for bookings: whatever arrives while a batch is being
 * written goes in the next, in one statement. A move the batch did not make (no longer where it was read,
 * the calendar changed) goes alone, which answers as a lone request; so does every move of a batch that
 * met a held time (the statement's exclusion violation undoes the whole batch) or was a deadlock's victim.
 * Rows go in appointment order, so two api processes' batches lock the rows they share in one order.
 */
export function createMoveQueue(writer: MoveWriter, maxBatch: number) {
  const alone = (w: Waiting<Move, boolean>) => retriedWhenRolledBack(() => writer.one(w.item)).then(w.resolve, w.reject);

  async function write(batch: Waiting<Move, boolean>[]) {
    if (batch.length === 1) return alone(batch[0]!);
    const rows = [...batch].sort(byAppointment);
    let moved: Set<number>;
    try {
      moved = await writer.many(rows.map((w) => w.item));
    } catch (error) {
      if (!causedByARow(error) && !rolledBack(error)) return batch.forEach((w) => w.reject(error));
      moved = new Set();
    }
    await Promise.all(rows.map((w, n) => (moved.has(n) ? w.resolve(true) : alone(w))));
  }

  return groupCommit(write, maxBatch);
}

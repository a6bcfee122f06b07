import { sqlState } from '../../http/errors';

/** One request waiting for its batch: what it asked to write, and how to answer it. */
export interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Errors one row of a batch can cause: bad data (22), a constraint (23), a program limit such as an index
 * entry too large (54). Each item then goes alone, so only its own request sees its own error. Anything
 * else (the server gone, a timeout) would have failed each of them alone too.
 */
export const causedByARow = (error: unknown) => ['22', '23', '54'].includes(sqlState(error)?.slice(0, 2) ?? '');
/** A deadlock or serialization victim (class 40) was rolled back whole: trying again is safe. */
export const rolledBack = (error: unknown) => sqlState(error)?.startsWith('40') ?? false;
const ATTEMPTS = 3;

/** Runs `write` again when the database rolled it back whole (a deadlock victim), up to three times in all. */
export async function retriedWhenRolledBack<R>(write: () => Promise<R>, attempt = 1): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (attempt < ATTEMPTS && rolledBack(error)) return retriedWhenRolledBack(write, attempt + 1);
    throw error;
  }
}

/**
 * Group commit: one batch is written at a time, and whatever arrives meanwhile goes in the next, in one
 * statement, one transaction and one WAL flush (the per-statement work and the commit were most of the
 * database's time per write). An item that arrives when nothing is being written goes at once. One batch at
 * a time measured better on 2 cores than several (larger batches, less CPU per item in node and in
 * PostgreSQL alike), and this process's batches never wait for one another. `write` answers every item of
 * its batch.
 */
export function groupCommit<T, R>(write: (batch: Waiting<T, R>[]) => Promise<void>, maxBatch: number): (item: T) => Promise<R> {
  let waiting: Waiting<T, R>[] = [];
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

  return (item: T) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}

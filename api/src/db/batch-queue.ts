import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * Batches of database work (decision 48's group commit, and the reads that share its shape): one batch at a
 * time per queue, and whatever arrives meanwhile goes in the next, in one statement.
 */

/** One request waiting for its batch: what it asked to write, and how to answer it. */
export interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
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

/**
 * Reads by key in batches: the keys asked for while one read is out go in the next, in one statement. At
 * 100 connections a request that read twice before its write waited for a pooled connection each time (the
 * pool holds 20); a batch takes one for all of them. `read` answers each key by its place in `keys`; an
 * error fails every key of the batch, as it would have failed each alone.
 */
export function batchedRead<K, R>(read: (keys: K[]) => Promise<R[]>, maxBatch = 100): (key: K) => Promise<R> {
  return groupCommit<K, R>(async (batch) => {
    try {
      const answers = await read(batch.map((w) => w.item));
      batch.forEach((w, n) => w.resolve(answers[n] as R));
    } catch (error) {
      batch.forEach((w) => w.reject(error));
    }
  }, maxBatch);
}

/** The rows whose id is among the JSON array of ids of the statement's `ids` placeholder (`batchedById`). */
export const idAmongPlaceholder = (column: AnyColumn) =>
  sql`${column} in (select jsonb_array_elements_text(${sql.placeholder('ids')}::jsonb)::uuid)`;

/** Rows by id through `batchedRead`: `read` runs a statement filtered by `idAmongPlaceholder` on the ids. */
export function batchedById<R extends { id: string }>(read: (ids: string) => Promise<R[]>): (id: string) => Promise<R | undefined> {
  return batchedRead(async (ids: string[]) => {
    const rows = new Map((await read(JSON.stringify(ids))).map((row) => [row.id, row]));
    // The database writes a uuid in lower case; one asked for in capitals is the same row.
    return ids.map((id) => rows.get(id.toLowerCase()));
  });
}

/**
 * `batchedById` for each database it is given: the statement (filtered by `idAmongPlaceholder`) is prepared,
 * and its queue made, on that database's first read.
 */
export function batchedByIdPerDatabase<D extends object, R extends { id: string }>(
  prepare: (db: D) => { execute: (values: { ids: string }) => Promise<R[]> },
): (db: D, id: string) => Promise<R | undefined> {
  const readers = new WeakMap<D, (id: string) => Promise<R | undefined>>();
  return (db, id) => {
    let read = readers.get(db);
    if (!read) {
      const statement = prepare(db);
      read = batchedById((ids) => statement.execute({ ids }));
      readers.set(db, read);
    }
    return read(id);
  };
}

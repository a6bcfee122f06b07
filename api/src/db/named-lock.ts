import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Holds a lock named by text (hashed to PostgreSQL's 64-bit advisory key) until the transaction ends: how a
 * count is taken and checked as one step on every replica (reset links, the sign-in slowdown, phone codes).
 * Give it the transaction.
 */
export async function lockNamed(tx: Pick<Db, 'execute'>, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { MessageState } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';

/** What the Sent messages page shows of a row: not its HTML, attachments or payload. */
const LISTED = {
  id: messages.id,
  kind: messages.kind,
  channel: messages.channel,
  recipient: messages.recipient,
  subject: messages.subject,
  body: messages.body,
  state: messages.state,
  attempts: messages.attempts,
  error: messages.error,
  createdAt: messages.createdAt,
  runAt: messages.runAt,
  sentAt: messages.sentAt,
};
export type OutboxRow = { [K in keyof typeof LISTED]: (typeof messages.$inferSelect)[K] };

/**
 * One page of the outbox, newest first, all states or one: `messages_newest` or `messages_by_state`
 * (state, created_at, id) serve both the order and the count.
 */
export async function listOutbox(
  db: Db,
  query: { page: number; limit: number; state?: MessageState | undefined },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = query.state ? eq(messages.state, query.state) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(LISTED)
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export type RetryOutcome = { retried: true } | { retried: false; state: MessageState | null };

/**
 * Puts a failed message back in the queue, due now, with its tries and error cleared. One statement, so
 * two admins pressing Retry together queue it once and a worker never sees it half reset. When nothing
 * was retried, the state it is in (null: no such message).
 */
export async function requeueFailed(db: Db, id: string): Promise<RetryOutcome> {
  const updated = await db
    .update(messages)
    .set({ state: 'queued', runAt: sql`now()`, attempts: 0, error: '', lockedUntil: null })
    .where(and(eq(messages.id, id), eq(messages.state, 'failed')))
    .returning({ id: messages.id });
  if (updated.length === 1) return { retried: true };
  const [row] = await db.select({ state: messages.state }).from(messages).where(eq(messages.id, id));
  return { retried: false, state: row?.state ?? null };
}

import type { OutboxMessage, OutboxQuery } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { listOutbox, requeueFailed, type OutboxRow } from './outbox-repository';

export const OUTBOX_MESSAGE_NOT_FOUND = 'Message not found';
export const MESSAGE_REQUEUED = 'Message queued to be sent again';

/** Why only a failed message may be retried, in the admin's words, per state it is in. */
const NOT_RETRIED: Record<OutboxMessage['state'], string> = {
  queued: 'This message is already waiting to be sent',
  sent: 'This message was already sent; it is not sent twice',
  skipped: 'This message was skipped on purpose and cannot be retried',
  // Only when another retry and another failure both came between this one's two statements.
  failed: 'This message changed meanwhile; reload the page and try again',
};

const toMessage = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  kind: row.kind,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  state: row.state,
  attempts: row.attempts,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  runAt: row.runAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** A page of the Sent messages page, newest first, with how many match for its pagination. */
export async function outboxPage(db: Db, query: OutboxQuery): Promise<{ messages: OutboxMessage[]; total: number }> {
  const { rows, total } = await listOutbox(db, query);
  return { messages: rows.map(toMessage), total };
}

/** Retry a failed message; any other state is a 409 that says why, an unknown id a 404. */
export async function retryMessage(db: Db, messageId: string): Promise<string> {
  const outcome = await requeueFailed(db, messageId);
  if (outcome.retried) return MESSAGE_REQUEUED;
  if (outcome.state === null) throw notFound(OUTBOX_MESSAGE_NOT_FOUND);
  throw conflict(NOT_RETRIED[outcome.state]);
}

import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { MessageChannel } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { appointments, messages, users } from '../../db/schema';
import { slotDateOf, slotTimeOf } from '../../db/appointment-times';
import type { Channel, OutgoingMessage } from './channels';
import { escapeHtml } from './content/letter';
import { LINK_HIDDEN, unsealLink } from './sealed-link';

type MessageRow = typeof messages.$inferSelect;

const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;
const SENDS_AT_ONCE = 8;

/** 30 s after the first failure, doubling, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export interface WorkerOptions {
  channels: Record<MessageChannel, Channel>;
  maxAttempts: number;
  /** Longer than a send may take (the channels give up at half of it): a lease that runs out means the sender died. */
  leaseMs: number;
  batch?: number;
  /** When a message went (the engine's clock, which tests drive). */
  clock: () => Date;
  /** Opens sealed links (reset links) at send time. */
  jwtSecret?: string;
}

/**
 * Claims due messages: queued, due, and not leased by a live sender. SKIP LOCKED lets every replica claim
 * at once without waiting on each other; the lease (and attempts + 1) is committed before anything is sent.
 */
async function claim(db: Db, now: Date, limit: number, leaseMs: number): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.state, 'queued'), lte(messages.runAt, now), or(isNull(messages.lockedUntil), lt(messages.lockedUntil, now))))
      .orderBy(asc(messages.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(messages)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${messages.attempts} + 1` })
      .where(
        inArray(
          messages.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * Why a reminder must not go now, or null: the appointment was cancelled, completed, moved since it was
 * queued (its payload keeps the slot it was made for), has started, or the patient stopped reminders.
 */
async function staleReminder(db: Db, message: MessageRow, now: Date, startOf: (d: string, t: string) => Date): Promise<string | null> {
  if (!message.appointmentId) return null;
  const [row] = await db
    .select({
      status: appointments.status,
      slotDate: slotDateOf(),
      slotTime: slotTimeOf(),
      reminders: users.reminders,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, message.appointmentId));
  if (!row) return 'The appointment no longer exists';
  if (row.status === 'cancelled') return 'The appointment was cancelled';
  if (row.status === 'completed') return 'The appointment is completed';
  const { slotDate, slotTime } = message.payload as { slotDate?: string; slotTime?: string };
  if (slotDate !== row.slotDate || slotTime !== row.slotTime) return 'The appointment was moved';
  if (startOf(row.slotDate, row.slotTime).getTime() <= now.getTime()) return 'The appointment has already started';
  if (!row.reminders) return 'The patient turned reminders off';
  return null;
}

/**
 * A reset link is kept sealed in the row and `LINK_HIDDEN` stands in the text (sealed-link.ts): it is
 * opened only here, to send. A seal that cannot be opened (JWT_SECRET changed) is a failed send.
 */
function withLink(message: MessageRow, jwtSecret: string | undefined): { text: string; html: string } {
  const sealed = (message.payload as { sealedLink?: unknown }).sealedLink;
  if (typeof sealed !== 'string') return { text: message.body, html: message.html };
  const link = jwtSecret === undefined ? undefined : unsealLink(jwtSecret, sealed);
  if (!link) throw new Error('The link in this message can no longer be opened');
  return { text: message.body.replaceAll(LINK_HIDDEN, link), html: message.html.replaceAll(LINK_HIDDEN, escapeHtml(link)) };
}

function outgoing(message: MessageRow, jwtSecret: string | undefined): OutgoingMessage {
  const payload = message.payload as { whatsapp?: OutgoingMessage['whatsapp']; unsubscribeUrl?: string; replyTo?: string };
  return {
    idempotencyKey: message.idempotencyKey,
    recipient: message.recipient,
    subject: message.subject,
    ...withLink(message, jwtSecret),
    attachments: message.attachments,
    whatsapp: payload.whatsapp,
    unsubscribeUrl: message.kind === 'reminder' ? payload.unsubscribeUrl : undefined,
    replyTo: payload.replyTo || undefined,
  };
}

/** Settles a claimed message, only while it is still ours (queued; an admin's retry or another lease would not be). */
async function settle(db: Db, message: MessageRow, set: Partial<MessageRow>) {
  await db
    .update(messages)
    .set({ lockedUntil: null, ...set })
    .where(and(eq(messages.id, message.id), eq(messages.state, 'queued'), eq(messages.attempts, message.attempts)));
}

export interface WorkResult {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

/** Sends one claimed message and records what happened. */
async function deliver(db: Db, message: MessageRow, now: Date, options: WorkerOptions & { startOf: (d: string, t: string) => Date }) {
  const channel = options.channels[message.channel];
  const skip = channel.off ?? (message.kind === 'reminder' ? await staleReminder(db, message, now, options.startOf) : null);
  if (skip) {
    await settle(db, message, { state: 'skipped', error: skip });
    return 'skipped' as const;
  }
  try {
    await channel.send(outgoing(message, options.jwtSecret));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (message.attempts >= options.maxAttempts) {
      await settle(db, message, { state: 'failed', error: `${reason} (gave up after ${message.attempts} tries)` });
      return 'failed' as const;
    }
    await settle(db, message, { error: reason, runAt: new Date(now.getTime() + backoffMs(message.attempts)) });
    return 'retried' as const;
  }
  // The narrow window of at-least-once (decision 46): a crash here, after the server accepted, resends
  // once the lease runs out, with the same Message-ID.
  await settle(db, message, { state: 'sent', sentAt: options.clock(), error: '' });
  return 'sent' as const;
}

/** Claims and sends due messages until none is due (or `maxBatches` batches went). */
export async function workDueMessages(
  db: Db,
  now: Date,
  options: WorkerOptions & { startOf: (d: string, t: string) => Date; maxBatches?: number; budgetMs?: number },
): Promise<WorkResult> {
  const result: WorkResult = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const batch = options.batch ?? 100;
  const began = performance.now();
  for (let i = 0; i < (options.maxBatches ?? 50) && performance.now() - began < (options.budgetMs ?? Infinity); i++) {
    const claimed = await claim(db, now, batch, options.leaseMs);
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const message = claimed[next++]!;
        result[await deliver(db, message, now, options)]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(SENDS_AT_ONCE, claimed.length) }, lane));
    if (claimed.length < batch) break;
  }
  return result;
}

import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, checkoutSessions } from '../../db/schema';
import type { PaymentProvider } from './provider';

export type CheckoutSession = typeof checkoutSessions.$inferSelect;
export type ProviderName = PaymentProvider['name'];
type Tx = Pick<Db, 'select' | 'update' | 'insert'>;

/** A checkout lasts a day, as Stripe's do by default; an open one older than that is closed by the sweep. */
const SESSION_LIFETIME = sql`interval '1 day'`;
const OWED = ['refund_pending', 'refund_failed'] as const;

/** Written before the patient is sent to pay, so no payment can arrive for a session the clinic does not know. */
export async function recordOpenSession(
  db: Tx,
  session: { id: string; appointmentId: string; provider: ProviderName; amountPaise: number },
) {
  await db
    .insert(checkoutSessions)
    .values({ ...session, status: 'open' })
    .onConflictDoNothing();
}

export async function findCheckoutSession(db: Tx, id: string): Promise<CheckoutSession | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/** The provider closed it: only an open session becomes expired (a payment recorded meanwhile stays). */
export async function markExpired(db: Tx, id: string) {
  await db
    .update(checkoutSessions)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
}

/** The open sessions of one appointment, oldest first. */
export async function openSessionsOf(db: Db, appointmentId: string, provider: ProviderName): Promise<string[]> {
  const rows = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.appointmentId, appointmentId), eq(checkoutSessions.status, 'open'), eq(checkoutSessions.provider, provider)),
    )
    .orderBy(asc(checkoutSessions.createdAt));
  return rows.map((r) => r.id);
}

/**
 * Open sessions that must not stay payable: their appointment is cancelled, completed, No-show or paid, they are
 * no longer its current session, or their day is over. Read from the few open rows (a partial index).
 */
export async function staleOpenSessions(db: Db, provider: ProviderName, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .innerJoin(appointments, eq(appointments.id, checkoutSessions.appointmentId))
    .where(
      and(
        eq(checkoutSessions.status, 'open'),
        eq(checkoutSessions.provider, provider),
        or(
          ne(appointments.status, 'active'),
          appointments.payment,
          sql`${appointments.paymentSessionId} is distinct from ${checkoutSessions.id}`,
          sql`${checkoutSessions.createdAt} < now() - ${SESSION_LIFETIME}`,
        ),
      ),
    )
    .orderBy(asc(checkoutSessions.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims the open sessions to ask the provider about (decision 36): a payment taken while no webhook came and
 * the api died before the patient's return was recorded shows only at the provider. Those opened (or last
 * asked) over a minute ago, so a patient still on the payment page is left to the return and the webhook;
 * the longest unasked first. Claimed by stamping `updated_at` in one statement that skips rows another
 * replica holds, so each session is asked about once a minute, not once per replica.
 */
export async function claimOpenSessionsToAsk(db: Db, provider: ProviderName, limit: number): Promise<string[]> {
  const due = db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.status, 'open'),
        eq(checkoutSessions.provider, provider),
        sql`${checkoutSessions.updatedAt} < now() - interval '1 minute'`,
      ),
    )
    .orderBy(asc(checkoutSessions.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(checkoutSessions)
    .set({ updatedAt: sql`now()` })
    .where(and(inArray(checkoutSessions.id, due), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return rows.map((r) => r.id);
}

/** Payments still to be returned, the longest untouched first. */
export async function refundsOwed(db: Db, provider: ProviderName, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(inArray(checkoutSessions.status, OWED), eq(checkoutSessions.provider, provider)))
    .orderBy(asc(checkoutSessions.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Refunds the provider accepted and has not yet reported done, the longest unchecked first. */
export async function refundsStarted(db: Db, provider: ProviderName, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.status, 'refund_started'), eq(checkoutSessions.provider, provider)))
    .orderBy(asc(checkoutSessions.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Whether the session still owes a refund (pending, or failed and waiting for another try). */
export const owesRefund = (session: Pick<CheckoutSession, 'status'>) => (OWED as readonly string[]).includes(session.status);

/**
 * What a refund attempt or check came to: the money is back, the provider has it under way, or the
 * provider refused or failed it (tried again by the sweep).
 */
export type RefundOutcome =
  { kind: 'refunded'; refundId: string | null } | { kind: 'started'; refundId: string | null } | { kind: 'failed'; error: string };

const NEXT_STATUS = { refunded: 'refunded', started: 'refund_started', failed: 'refund_failed' } as const;

/**
 * Records a refund's outcome on a session still owing it or with it under way (a concurrent attempt may
 * have moved it on: then nothing changes and the answer is false).
 */
export async function markRefundOutcome(db: Tx, id: string, outcome: RefundOutcome): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({
      status: NEXT_STATUS[outcome.kind],
      ...(outcome.kind === 'failed' ? { lastError: outcome.error.slice(0, 500) } : { refundId: outcome.refundId, lastError: null }),
      attempts: sql`${checkoutSessions.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(checkoutSessions.id, id), inArray(checkoutSessions.status, [...OWED, 'refund_started'])))
    .returning({ id: checkoutSessions.id });
  return rows.length === 1;
}

/** A started refund still under way: to the back of the queue of checks. */
export async function touchStartedRefund(db: Tx, id: string) {
  await db
    .update(checkoutSessions)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'refund_started')));
}

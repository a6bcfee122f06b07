import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoPaymentSessions } from '../../db/schema';
import { InvalidWebhookError, RefundRefusedError, type PaymentProvider, type SessionState } from './provider';

export type DemoSession = typeof demoPaymentSessions.$inferSelect;

/** Where the demo checkout page of a session lives, under the api's public address. */
export const demoCheckoutPath = (sessionId: string) => `/api/payments/demo/checkout/${sessionId}`;

export async function findDemoSession(db: Db, id: string): Promise<DemoSession | undefined> {
  const [row] = await db.select().from(demoPaymentSessions).where(eq(demoPaymentSessions.id, id));
  return row;
}

/**
 * Pays or cancels an open session; a settled one keeps its outcome, so a second click (or a back
 * button and another try) cannot turn a paid session into a cancelled one or the reverse.
 */
export async function settleDemoSession(db: Db, id: string, outcome: 'paid' | 'cancelled'): Promise<DemoSession | undefined> {
  await db
    .update(demoPaymentSessions)
    .set({ status: outcome })
    .where(and(eq(demoPaymentSessions.id, id), eq(demoPaymentSessions.status, 'open')));
  return findDemoSession(db, id);
}

/** A refunded demo payment was paid: like Stripe's session, it stays `paid` (the refund is beside it). */
function toState(row: DemoSession): SessionState {
  const paid = row.status === 'paid' || row.status === 'refunded';
  return {
    sessionId: row.id,
    paid,
    open: row.status === 'open',
    paymentIntent: paid ? row.id : null,
    amountPaise: row.amountPaise,
    currency: row.currency,
    appointmentId: row.appointmentId,
  };
}

/** Decision 12: with no Stripe key the whole flow still works offline, and nobody is charged. */
export function createDemoProvider(db: Db, publicUrl: string): PaymentProvider {
  return {
    name: 'demo',

    async createCheckout(request) {
      // Unguessable: the id is all it takes to pay or cancel on the demo page.
      const id = `demo_cs_${randomBytes(24).toString('base64url')}`;
      await db.insert(demoPaymentSessions).values({
        id,
        appointmentId: request.appointmentId,
        amountPaise: request.amountPaise,
        currency: request.currency,
        description: request.description,
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl.replace('{CHECKOUT_SESSION_ID}', id),
      });
      return { sessionId: id, url: `${publicUrl}${demoCheckoutPath(id)}` };
    },

    retrieve: (sessionId) => findDemoSession(db, sessionId).then((row) => (row ? toState(row) : null)),

    async expire(sessionId) {
      await db
        .update(demoPaymentSessions)
        .set({ status: 'expired' })
        .where(and(eq(demoPaymentSessions.id, sessionId), eq(demoPaymentSessions.status, 'open')));
      const row = await findDemoSession(db, sessionId);
      return row ? toState(row) : null;
    },

    async refund({ sessionId }) {
      const [row] = await db
        .update(demoPaymentSessions)
        .set({ status: 'refunded' })
        .where(and(eq(demoPaymentSessions.id, sessionId), inArray(demoPaymentSessions.status, ['paid', 'refunded'])))
        .returning({ id: demoPaymentSessions.id });
      if (!row) throw new RefundRefusedError(`demo session ${sessionId} holds no payment`);
      // Nobody was charged, so the money is "back" at once.
      return { refundId: `demo_re_${sessionId}`, done: true };
    },

    refundProgress: async () => 'done',

    parseWebhook() {
      throw new InvalidWebhookError('the demo provider sends no webhooks');
    },
  };
}

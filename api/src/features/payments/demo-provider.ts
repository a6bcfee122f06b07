import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoPaymentSessions } from '../../db/schema';
import { InvalidWebhookError, type PaymentProvider } from './provider';

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

    async retrieve(sessionId) {
      const row = await findDemoSession(db, sessionId);
      if (!row) return null;
      return { sessionId, paid: row.status === 'paid', amountPaise: row.amountPaise, currency: row.currency, appointmentId: row.appointmentId };
    },

    parseWebhook() {
      throw new InvalidWebhookError('the demo provider sends no webhooks');
    },
  };
}

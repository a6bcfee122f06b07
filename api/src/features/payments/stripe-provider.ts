import Stripe from 'stripe';
import type { ApiConfig } from '../../config';
import {
  InvalidWebhookError,
  ProviderUnavailableError,
  RefundRefusedError,
  type PaymentEvent,
  type PaymentProvider,
  type SessionState,
} from './provider';

/** The events that can mean money arrived: card payments complete at once, UPI and the like later. */
const PAYMENT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** STRIPE_API_URL points the SDK at another server speaking Stripe's API (a local fake, a mock). */
function endpoint(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

function toState(session: Stripe.Checkout.Session): SessionState {
  return {
    sessionId: session.id,
    paid: session.payment_status === 'paid',
    open: session.status === 'open',
    paymentIntent: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    amountPaise: session.amount_total ?? null,
    currency: session.currency ?? null,
    appointmentId: session.metadata?.appointmentId ?? null,
  };
}

export function createStripeProvider(payment: ApiConfig['payment']): PaymentProvider {
  // A patient waits on these calls: fail within seconds rather than the SDK's default 80.
  const stripe = new Stripe(payment.secretKey!, { timeout: 15_000, maxNetworkRetries: 1, ...endpoint(payment.apiUrl) });

  async function retrieve(sessionId: string): Promise<SessionState | null> {
    try {
      return toState(await stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      // An unknown session is an answer ("not paid"), not an outage.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw new ProviderUnavailableError(`Stripe could not retrieve session ${sessionId}`, { cause: error });
    }
  }

  return {
    name: 'stripe',

    async createCheckout({ appointmentId, amountPaise, currency, description, successUrl, cancelUrl }) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency, unit_amount: amountPaise, product_data: { name: description } } }],
          metadata: { appointmentId },
          client_reference_id: appointmentId,
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
      } catch (error) {
        throw new ProviderUnavailableError('Stripe refused to create a checkout session', { cause: error });
      }
      if (!session.url) throw new ProviderUnavailableError(`Stripe session ${session.id} has no url`);
      return { sessionId: session.id, url: session.url };
    },

    retrieve,

    async expire(sessionId) {
      try {
        return toState(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Stripe expires only open sessions: one paid or expired already says which it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return retrieve(sessionId);
        throw new ProviderUnavailableError(`Stripe could not expire session ${sessionId}`, { cause: error });
      }
    },

    async refund({ sessionId, paymentIntent }) {
      const intent = paymentIntent ?? (await retrieve(sessionId))?.paymentIntent;
      if (!intent) throw new RefundRefusedError(`Stripe session ${sessionId} has no payment to refund`);
      try {
        // One key per session: a retry after a lost answer or a restart cannot refund twice.
        const refund = await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${sessionId}` });
        if (refund.status === 'failed' || refund.status === 'canceled')
          throw new RefundRefusedError(`Stripe refund ${refund.id} of session ${sessionId} ${refund.status}`);
        return { refundId: refund.id, done: refund.status === 'succeeded' };
      } catch (error) {
        if (error instanceof RefundRefusedError) throw error;
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          if (error.code === 'charge_already_refunded') return { refundId: null, done: true };
          throw new RefundRefusedError(`Stripe refused to refund session ${sessionId}: ${error.message}`, { cause: error });
        }
        throw new ProviderUnavailableError(`Stripe could not refund session ${sessionId}`, { cause: error });
      }
    },

    async refundProgress(refundId) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.retrieve(refundId);
      } catch (error) {
        throw new ProviderUnavailableError(`Stripe could not retrieve refund ${refundId}`, { cause: error });
      }
      if (refund.status === 'succeeded') return 'done';
      return refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
    },

    parseWebhook(rawBody, signature): PaymentEvent {
      if (!payment.webhookSecret || !signature) throw new InvalidWebhookError('unsigned webhook');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, payment.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookError('webhook signature does not verify', { cause: error });
      }
      const object = event.data?.object as Stripe.Checkout.Session | undefined;
      const session = PAYMENT_EVENTS.has(event.type) && object?.object === 'checkout.session' ? toState(object) : null;
      return { id: event.id, session };
    },
  };
}

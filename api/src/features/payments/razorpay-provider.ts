import { randomBytes } from 'node:crypto';
import type { PaymentLinks } from 'razorpay/dist/types/paymentLink';
import type { RazorpaySettings } from '../../config';
import {
  InvalidWebhookError,
  ProviderUnavailableError,
  RefundRefusedError,
  type PaymentEvent,
  type PaymentProvider,
  type RefundResult,
  type SessionState,
} from './provider';
import { createRazorpayClient, describe, isRefusal, type RazorpayLink, type RazorpayPayment, type RazorpayRefund } from './razorpay-client';
import { isSignedWebhook } from './razorpay-signatures';

type LinkRequest = PaymentLinks.RazorpayPaymentLinkCreateRequestBody;

/** `x-razorpay-event-id` (e.g. `KzYQ1lSH4jJ0xq`); anything else is not trusted as a key. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A link stays payable as long as the clinic's checkouts do (a day); the sweep cancels it then anyway. */
const LINK_LIFETIME_S = 24 * 60 * 60;

/**
 * Razorpay wants `reference_id` unique across every link of the account, at most 40 characters: the
 * appointment's id without dashes (32) and a short random tail, so a second checkout of one appointment
 * gets its own.
 */
const referenceFor = (appointmentId: string) => `${appointmentId.replace(/-/g, '')}-${randomBytes(3).toString('hex')}`;

/**
 * Razorpay appends its `razorpay_*` parameters to the callback URL; /verify recognises them by
 * `provider=razorpay`. Stripe's return parameters (and its `{CHECKOUT_SESSION_ID}`) mean nothing here.
 */
function callbackUrl(successUrl: string): string {
  const url = new URL(successUrl);
  const appointmentId = url.searchParams.get('appointmentId') ?? '';
  url.search = new URLSearchParams({ appointmentId, provider: 'razorpay' }).toString();
  return url.toString();
}

const notesOf = (link: RazorpayLink) =>
  link.notes && typeof link.notes === 'object' && !Array.isArray(link.notes) ? (link.notes as Record<string, string>) : {};

/** A link's state; the payment, when the caller has it (a webhook carries it beside the link). */
function toState(link: RazorpayLink, payment?: RazorpayPayment): SessionState {
  const paid = link.status === 'paid';
  const captured = payment?.status === 'captured' ? payment.id : link.payments?.find((p) => p.status === 'captured')?.payment_id;
  return {
    sessionId: link.id,
    paid,
    open: link.status === 'created' || link.status === 'partially_paid',
    paymentIntent: captured ?? null,
    amountPaise: paid ? link.amount_paid : link.amount,
    currency: link.currency ? link.currency.toLowerCase() : null,
    appointmentId: notesOf(link).appointmentId ?? null,
  };
}

const refundAnswer = (refund: RazorpayRefund): RefundResult => {
  if (refund.status === 'failed') throw new RefundRefusedError(`Razorpay refund ${refund.id} failed`);
  return { refundId: refund.id, done: refund.status === 'processed' };
};

/** Razorpay through Payment Links: a hosted page, no script of theirs in ours (decision 31). */
export function createRazorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const razorpay = createRazorpayClient(settings);
  const unavailable = (what: string, error: unknown) =>
    new ProviderUnavailableError(`Razorpay could not ${what}: ${describe(error)}`, { cause: error });

  async function retrieve(sessionId: string): Promise<SessionState | null> {
    try {
      return toState((await razorpay.paymentLink.fetch(sessionId)) as unknown as RazorpayLink);
    } catch (error) {
      // Razorpay answers an unknown id with a 400: an answer ("not paid"), not an outage.
      if (isRefusal(error)) return null;
      throw unavailable(`retrieve payment link ${sessionId}`, error);
    }
  }

  /** A refund the payment already has (not failed): Razorpay takes no idempotency key, so this is how a retry finds it. */
  async function existingRefund(paymentId: string): Promise<RazorpayRefund | undefined> {
    try {
      const { items } = (await razorpay.payments.fetchMultipleRefund(paymentId)) as unknown as { items: RazorpayRefund[] };
      return items.find((r) => r.status !== 'failed');
    } catch (error) {
      if (isRefusal(error))
        throw new RefundRefusedError(`Razorpay will not list refunds of ${paymentId}: ${describe(error)}`, { cause: error });
      throw unavailable(`list refunds of ${paymentId}`, error);
    }
  }

  async function refundable(paymentId: string): Promise<RazorpayPayment> {
    try {
      return (await razorpay.payments.fetch(paymentId)) as unknown as RazorpayPayment;
    } catch (error) {
      if (isRefusal(error)) throw new RefundRefusedError(`Razorpay has no payment ${paymentId}: ${describe(error)}`, { cause: error });
      throw unavailable(`fetch payment ${paymentId}`, error);
    }
  }

  return {
    name: 'razorpay',

    async createCheckout({ appointmentId, amountPaise, description, successUrl }) {
      try {
        const request: Omit<LinkRequest, 'customer'> = {
          amount: amountPaise,
          currency: 'INR',
          accept_partial: false,
          reference_id: referenceFor(appointmentId),
          description: description.slice(0, 2048),
          notes: { appointmentId },
          callback_url: callbackUrl(successUrl),
          callback_method: 'get',
          expire_by: Math.floor(Date.now() / 1000) + LINK_LIFETIME_S,
          reminder_enable: false,
          notify: { sms: false, email: false },
        };
        // The SDK's types ask for a customer; Razorpay does not, and the clinic sends it no patient details.
        const link = (await razorpay.paymentLink.create(request as LinkRequest)) as unknown as RazorpayLink;
        if (!link.short_url) throw new Error(`payment link ${link.id} has no short_url`);
        return { sessionId: link.id, url: link.short_url };
      } catch (error) {
        throw unavailable('create a payment link', error);
      }
    },

    retrieve,

    async expire(sessionId) {
      try {
        return toState((await razorpay.paymentLink.cancel(sessionId)) as unknown as RazorpayLink);
      } catch (error) {
        // Only a link still payable can be cancelled: one paid, expired or cancelled already says which it is.
        if (isRefusal(error)) return retrieve(sessionId);
        throw unavailable(`cancel payment link ${sessionId}`, error);
      }
    },

    async refund({ sessionId, paymentIntent }) {
      const paymentId = paymentIntent ?? (await retrieve(sessionId))?.paymentIntent;
      if (!paymentId) throw new RefundRefusedError(`Razorpay payment link ${sessionId} has no captured payment to refund`);
      const earlier = await existingRefund(paymentId);
      if (earlier) return refundAnswer(earlier);
      // The whole of what was paid, which is what a wrong amount must give back too.
      const payment = await refundable(paymentId);
      try {
        const refund = await razorpay.payments.refund(paymentId, { amount: payment.amount, speed: 'normal', notes: { sessionId } });
        return refundAnswer(refund as unknown as RazorpayRefund);
      } catch (error) {
        if (error instanceof RefundRefusedError) throw error;
        if (!isRefusal(error)) throw unavailable(`refund ${paymentId}`, error);
        // Another replica's refund may have landed between the look and the request: Razorpay then refuses ours.
        const meanwhile = await existingRefund(paymentId);
        if (meanwhile) return refundAnswer(meanwhile);
        throw new RefundRefusedError(`Razorpay refused to refund ${paymentId}: ${describe(error)}`, { cause: error });
      }
    },

    async refundProgress(refundId) {
      let refund: RazorpayRefund;
      try {
        refund = (await razorpay.refunds.fetch(refundId)) as unknown as RazorpayRefund;
      } catch (error) {
        throw unavailable(`fetch refund ${refundId}`, error);
      }
      if (refund.status === 'processed') return 'done';
      return refund.status === 'failed' ? 'failed' : 'pending';
    },

    parseWebhook(rawBody, signature, eventId): PaymentEvent {
      if (!settings.webhookSecret || !isSignedWebhook(rawBody, signature, settings.webhookSecret)) {
        throw new InvalidWebhookError('webhook signature does not verify');
      }
      let event: { event?: string; payload?: { payment_link?: { entity?: RazorpayLink }; payment?: { entity?: RazorpayPayment } } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch (error) {
        throw new InvalidWebhookError('signed webhook is not JSON', { cause: error });
      }
      const link = event.payload?.payment_link?.entity;
      const payment = event.payload?.payment?.entity;
      const session = event.event === 'payment_link.paid' && link?.id ? toState(link, payment) : null;
      // Razorpay's body has no id of its own: the header names the event; without it, what it reports does.
      const id = eventId && EVENT_ID.test(eventId) ? `razorpay:${eventId}` : `razorpay:${event.event}:${link?.id}:${payment?.id}`;
      return { id, session };
    },
  };
}

import type { PaymentProviderName } from '@clinic/shared/contract';

/** What the clinic asks a payment provider to charge for one appointment. */
export interface CheckoutRequest {
  appointmentId: string;
  /** Integer paise (decision 13): ₹500 is 50000. */
  amountPaise: number;
  currency: 'inr';
  description: string;
  successUrl: string;
  cancelUrl: string;
}

export interface Checkout {
  sessionId: string;
  /** Where the patient's browser goes to pay. */
  url: string;
}

/** The provider's own account of a checkout session; the only thing that can make an appointment paid. */
export interface SessionState {
  sessionId: string;
  paid: boolean;
  /** Can still be paid: neither paid nor expired. */
  open: boolean;
  /** What a refund of this payment names (Stripe's payment intent); null until paid. */
  paymentIntent: string | null;
  amountPaise: number | null;
  currency: string | null;
  /** From the session's metadata, which only this server writes. */
  appointmentId: string | null;
}

/** A verified webhook event: its id (for replay protection) and the session it reports on, if any. */
export interface PaymentEvent {
  id: string;
  session: SessionState | null;
}

/** What the provider said to a refund request: its id, and whether the money is already back. */
export interface RefundResult {
  /** Null when it was refunded before and the provider does not say by which refund. */
  refundId: string | null;
  /** Returned already (a card refund usually is); otherwise started, and checked later. */
  done: boolean;
}

/** Where a started refund stands at the provider. */
export type RefundProgress = 'pending' | 'done' | 'failed';

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** `null` when the provider has no such session. */
  retrieve(sessionId: string): Promise<SessionState | null>;
  /**
   * Closes an open session so it can no longer be paid, and answers its state afterwards: a session
   * paid meanwhile stays paid (the caller records the payment), one the provider does not know is `null`.
   */
  expire(sessionId: string): Promise<SessionState | null>;
  /**
   * Returns the whole payment of a paid session; repeating it (a retry, a restart) returns nothing twice.
   * Throws `RefundRefusedError` when the provider will not refund it.
   */
  refund(payment: { sessionId: string; paymentIntent: string | null; amountPaise: number }): Promise<RefundResult>;
  /** A refund that was started: has the money reached the patient? */
  refundProgress(refundId: string): Promise<RefundProgress>;
  /**
   * Throws `InvalidWebhookError` unless the body is signed with the webhook secret. `eventId`: the event's
   * id when the provider sends it beside the body (Razorpay's `x-razorpay-event-id`) rather than in it.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined, eventId?: string): PaymentEvent;
}

/** The provider could not be reached or refused us; its own text stays in the log. */
export class ProviderUnavailableError extends Error {}

export class InvalidWebhookError extends Error {}

/** The provider answered, and will not refund this payment (no payment intent, a dispute…): for the admin. */
export class RefundRefusedError extends Error {}

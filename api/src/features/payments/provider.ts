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

export interface PaymentProvider {
  readonly name: 'demo' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** `null` when the provider has no such session. */
  retrieve(sessionId: string): Promise<SessionState | null>;
  /**
   * Closes an open session so it can no longer be paid, and answers its state afterwards: a session
   * paid meanwhile stays paid (the caller records the payment), one the provider does not know is `null`.
   */
  expire(sessionId: string): Promise<SessionState | null>;
  /**
   * Returns the whole payment of a paid session; repeating it returns nothing twice. Answers the
   * provider's refund id (null when it was refunded before and the provider does not say by which).
   * Throws `RefundRefusedError` when the provider will not refund it.
   */
  refund(payment: { sessionId: string; paymentIntent: string | null }): Promise<string | null>;
  /** Throws `InvalidWebhookError` unless the body is signed with the webhook secret. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** The provider could not be reached or refused us; its own text stays in the log. */
export class ProviderUnavailableError extends Error {}

export class InvalidWebhookError extends Error {}

/** The provider answered, and will not refund this payment (no payment intent, a dispute…): for the admin. */
export class RefundRefusedError extends Error {}

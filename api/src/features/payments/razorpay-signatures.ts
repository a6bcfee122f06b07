import { createHmac, timingSafeEqual } from 'node:crypto';

/** What Razorpay appends to a Payment Link's callback URL once it is paid. */
export interface RazorpayCallback {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/**
 * The SDK's `validateWebhookSignature` compares with `===`, which leaks how much of a guess is right
 * through timing; this is the same HMAC compared in constant time.
 */
function matches(expectedHex: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** `X-Razorpay-Signature`: HMAC-SHA256 of the exact body, with the webhook secret. */
export const isSignedWebhook = (rawBody: Buffer, signature: string | undefined, secret: string) =>
  matches(hmacHex(secret, rawBody), signature);

/** Razorpay's order for a Payment Link callback: `link id|reference id|status|payment id`. */
const callbackPayload = (f: Omit<RazorpayCallback, 'razorpay_signature'>) =>
  [f.razorpay_payment_link_id, f.razorpay_payment_link_reference_id, f.razorpay_payment_link_status, f.razorpay_payment_id].join('|');

/** Signs a callback as Razorpay does (what the SDK's `validatePaymentVerification` checks for links). */
export const signCallback = (fields: Omit<RazorpayCallback, 'razorpay_signature'>, keySecret: string) =>
  hmacHex(keySecret, callbackPayload(fields));

/** The callback's `razorpay_signature`, made with the key secret: Razorpay sent the patient back, not someone else. */
export const isSignedCallback = (callback: RazorpayCallback, keySecret: string) =>
  matches(signCallback(callback, keySecret), callback.razorpay_signature);

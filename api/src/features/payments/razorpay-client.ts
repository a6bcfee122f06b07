import Razorpay from 'razorpay';
import type { RazorpaySettings } from '../../config';

/** The fields of a Payment Link the api reads, as Razorpay's API returns them. */
export interface RazorpayLink {
  id: string;
  amount: number;
  /** Paise received; 0 until paid. */
  amount_paid: number;
  currency: string;
  status: 'created' | 'partially_paid' | 'expired' | 'cancelled' | 'paid';
  short_url: string;
  reference_id?: string;
  /** Razorpay sends an empty array when a link has no notes. */
  notes?: Record<string, string> | unknown[] | null;
  /** Filled once someone pays; null before. */
  payments?: { payment_id: string; amount: number; status: string }[] | null;
}

/** A payment as the webhook's `payment` entity and `payments.fetch` show it. */
export interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/** A patient waits on these calls: fail within seconds, as the Stripe client does. */
const TIMEOUT_MS = 15_000;

/**
 * The official SDK, with its base URL moved when RAZORPAY_API_URL is set. Its constructor hard-codes
 * https://api.razorpay.com (no host option in 2.9), but every request goes through one axios instance
 * (`api.rq`), whose defaults can be changed after construction.
 */
export function createRazorpayClient(settings: RazorpaySettings): Razorpay {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  const http = (client.api as unknown as { rq?: { defaults: { baseURL?: string; timeout?: number } } }).rq;
  if (!http) throw new Error('the razorpay SDK no longer exposes its HTTP client (api.rq): check RAZORPAY_API_URL support');
  http.defaults.timeout = TIMEOUT_MS;
  if (settings.apiUrl) http.defaults.baseURL = settings.apiUrl.replace(/\/$/, '');
  return client;
}

/**
 * The HTTP status of a failed SDK call: the SDK rejects with `{statusCode, error}` for an answer, and
 * with anything else (a TypeError from its own error handler, when no answer came) otherwise: undefined.
 */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  const code = typeof status === 'string' ? Number(status) : status;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

/** Razorpay refused the request itself (not an outage, not our keys): an answer about the thing asked. */
export const isRefusal = (error: unknown) => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429;
};

/** Razorpay's own words, for the log (never for the patient). */
export function describe(error: unknown): string {
  const body = (error as { error?: { description?: string; code?: string } } | null)?.error;
  if (body?.description) return `${statusOf(error) ?? ''} ${body.code ?? ''}: ${body.description}`.trim();
  return error instanceof Error ? error.message : String(error);
}

import type { CallRequest } from '@clinic/shared/contract';

const RAZORPAY_FIELDS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
] as const;

/** Why there is nothing to ask (in English; the page says it in the reader's language, VERIFY_PROBLEM_KEYS). */
export type VerifyProblem = 'This payment link is incomplete' | 'Payment not completed';

/** What /verify asks the server, read from the address the provider sent the browser back to. */
export type VerifyRequest =
  | { call: 'userVerifyPayment'; payload: CallRequest<'userVerifyPayment'> }
  | { call: 'userVerifyRazorpay'; payload: CallRequest<'userVerifyRazorpay'> }
  | { problem: VerifyProblem };

/**
 * Stripe and the demo return `success`, `appointmentId` and `session_id` (decision 10); Razorpay returns to
 * `?appointmentId=…&provider=razorpay` with its signed `razorpay_*` parameters appended (decision 31). The
 * server checks everything; this only picks the call.
 */
export function verifyRequestOf(params: URLSearchParams): VerifyRequest {
  const appointmentId = params.get('appointmentId');
  if (!appointmentId) return { problem: 'This payment link is incomplete' };
  if (params.get('provider') === 'razorpay' || params.has('razorpay_payment_link_id')) {
    const fields = RAZORPAY_FIELDS.map((name) => [name, params.get(name)] as const);
    // Razorpay comes back only once paid: without its parameters the patient left its page some other way.
    if (fields.some(([, value]) => !value)) return { problem: 'Payment not completed' };
    return {
      call: 'userVerifyRazorpay',
      payload: { appointmentId, ...(Object.fromEntries(fields) as Record<(typeof RAZORPAY_FIELDS)[number], string>) },
    };
  }
  const sessionId = params.get('session_id');
  return {
    call: 'userVerifyPayment',
    payload: { success: params.get('success') === 'true', appointmentId, ...(sessionId ? { sessionId } : {}) },
  };
}

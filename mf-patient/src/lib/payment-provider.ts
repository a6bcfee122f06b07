import { callApi } from '@clinic/shared/api-client';
import type { PaymentProviderName } from '@clinic/shared/contract';

let known: PaymentProviderName | undefined;

/** My appointments has the list already: what it says is kept, and Pay Online asks nothing more. */
export function rememberPaymentProvider(provider: PaymentProviderName | undefined) {
  if (provider) known = provider;
}

/**
 * Which provider Pay Online goes through (decision 31), as the patient's appointment list says: from the
 * list My appointments read, else asked once per page load (the booking confirmation), silently. Unknown (a failed read, an older api): Stripe's call, which the demo
 * checkout answers too, and which a clinic on Razorpay refuses with words that say so.
 */
export async function paymentProvider(): Promise<PaymentProviderName> {
  if (known) return known;
  try {
    const answer = await callApi('userAppointments');
    if (answer.success && answer.paymentProvider) known = answer.paymentProvider;
  } catch {
    // The payment call that follows reports what is wrong, once.
  }
  return known ?? 'stripe';
}

import { useRef, useState } from 'react';
import type { CallResult } from '@clinic/shared/api-client';
import { useCallAction } from '@clinic/shared/data';
import { paymentProvider } from '../lib/payment-provider';

/**
 * Pay Online for one appointment: starts the checkout of the provider the clinic uses (Stripe's call
 * serves the demo too; Razorpay has its own, decision 31) and leaves for its page, which returns to
 * /verify. Busy from the tap until the browser has left, so a second tap cannot open a second session.
 * `onLeaving` runs just before the browser goes (the confirmation panel lets go of its booking then).
 */
export function usePayOnline(appointmentId: string, onLeaving?: () => void) {
  const [leaving, setLeaving] = useState(false);
  const [finding, setFinding] = useState(false);
  const started = useRef(false);
  const onDone = (result: CallResult<'userPayment'> | CallResult<'userPaymentRazorpay'> | null) => {
    if (!result?.success) return;
    setLeaving(true);
    onLeaving?.();
    window.location.assign(result.session_url);
  };
  const stripe = useCallAction('userPayment', { onDone });
  const razorpay = useCallAction('userPaymentRazorpay', { onDone });

  async function pay() {
    if (started.current) return;
    started.current = true;
    setFinding(true);
    const provider = await paymentProvider();
    setFinding(false);
    await (provider === 'razorpay' ? razorpay : stripe).run({ appointmentId });
    started.current = false;
  }
  return { paying: finding || stripe.pending || razorpay.pending || leaving, pay: () => void pay() };
}

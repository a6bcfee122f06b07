import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { reportError, useCallAction } from '@clinic/shared/data';
import type { VerifyRequest } from '../verify-request';

/**
 * Asks the server whether the payment went through (it checks with the provider, decision 11), tells the
 * patient the outcome (@clinic/shared/data: the server's words either way) and moves on to their
 * appointments. Runs once per visit even under StrictMode.
 */
export function useVerifyPayment(request: VerifyRequest, enabled: boolean) {
  const navigate = useNavigate();
  const started = useRef(false);
  const stripe = useCallAction('userVerifyPayment');
  const razorpay = useCallAction('userVerifyRazorpay');

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    void (async () => {
      if ('problem' in request) reportError(new Error(request.problem));
      else if (request.call === 'userVerifyRazorpay') await razorpay.run(request.payload);
      else await stripe.run(request.payload);
      navigate('/my-appointments', { replace: true });
    })();
  }, [enabled, request, navigate, stripe, razorpay]);
}

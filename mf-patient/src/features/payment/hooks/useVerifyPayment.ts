import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { reportError, useCallAction } from '@clinic/shared/data';
import { translate } from '../../../i18n';
import type { VerifyProblem, VerifyRequest } from '../verify-request';

const PROBLEM_KEYS = {
  'This payment link is incomplete': 'Verify.linkIncomplete',
  'Payment not completed': 'Verify.notCompleted',
} as const;
/** A problem with the address, in the reader's language. */
const problemText = (problem: VerifyProblem) => translate(PROBLEM_KEYS[problem]);

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
      if ('problem' in request) reportError(new Error(problemText(request.problem)));
      else if (request.call === 'userVerifyRazorpay') await razorpay.run(request.payload);
      else await stripe.run(request.payload);
      navigate('/my-appointments', { replace: true });
    })();
  }, [enabled, request, navigate, stripe, razorpay]);
}

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { reportError, useCallAction } from '@clinic/shared/data';

export interface VerifyParams {
  success: string | null;
  appointmentId: string | null;
  sessionId: string | null;
}

/**
 * Asks the server whether the payment went through (it checks with the provider, decision 11), tells the
 * patient the outcome (@clinic/shared/data: the server's words either way) and moves on to their
 * appointments. Runs once per visit even under StrictMode.
 */
export function useVerifyPayment({ success, appointmentId, sessionId }: VerifyParams, enabled: boolean) {
  const navigate = useNavigate();
  const started = useRef(false);
  const { run } = useCallAction('userVerifyPayment');

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    void (async () => {
      if (appointmentId) await run({ success: success === 'true', appointmentId, ...(sessionId ? { sessionId } : {}) });
      else reportError(new Error('This payment link is incomplete'));
      navigate('/my-appointments', { replace: true });
    })();
  }, [enabled, success, appointmentId, sessionId, navigate, run]);
}

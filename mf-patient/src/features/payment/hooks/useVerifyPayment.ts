import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';

export interface VerifyParams {
  success: string | null;
  appointmentId: string | null;
  sessionId: string | null;
}

/**
 * Asks the server whether the payment went through (it checks with the provider, decision 11), tells the
 * patient the outcome and moves on to their appointments. Runs once per visit even under StrictMode.
 */
export function useVerifyPayment({ success, appointmentId, sessionId }: VerifyParams, enabled: boolean) {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    void (async () => {
      try {
        if (!appointmentId) {
          toast.error('This payment link is incomplete');
          return;
        }
        const result = await callApi('userVerifyPayment', {
          success: success === 'true',
          appointmentId,
          ...(sessionId ? { sessionId } : {}),
        });
        if (result.success) toast.success(result.message);
        else toast.error(result.message);
      } catch (error) {
        toast.error((error as Error).message);
      } finally {
        navigate('/my-appointments', { replace: true });
      }
    })();
  }, [enabled, success, appointmentId, sessionId, navigate]);
}

import { useCallQuery } from '@clinic/shared/data';
import { rememberPaymentProvider } from '../../../lib/payment-provider';

/**
 * The patient's appointments as the api orders them: newest first already, so never reversed here, with
 * the clinic's cancellation cut-off (0 when the api names none). Asked only while a patient token exists;
 * a failure is reported by @clinic/shared/data.
 */
export function useMyAppointments(token: string) {
  const { data, loading, reload } = useCallQuery('userAppointments', undefined, {
    select: (answer) => {
      rememberPaymentProvider(answer.paymentProvider);
      return {
        appointments: answer.appointments,
        cancelCutoffMinutes: answer.cancelCutoffMinutes ?? 0,
        holdReleaseMinutes: answer.holdReleaseMinutes ?? 0,
      };
    },
    enabled: Boolean(token),
  });
  return {
    appointments: data?.appointments ?? null,
    cancelCutoffMinutes: data?.cancelCutoffMinutes ?? 0,
    holdReleaseMinutes: data?.holdReleaseMinutes ?? 0,
    loading,
    reload,
  };
}

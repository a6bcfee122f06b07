import { useCallQuery } from '@clinic/shared/data';

/** The receipt of one appointment of the patient's; asked only while signed in. A refusal is reported by @clinic/shared/data. */
export function useReceipt(appointmentId: string, token: string) {
  const { data, loading, reload } = useCallQuery(
    'userReceipt',
    { appointmentId },
    { select: (answer) => answer.receipt, enabled: Boolean(token) },
  );
  return { receipt: data, loading, reload };
}

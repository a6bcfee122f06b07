import type { PatientSummary } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';

/**
 * Block / unblock and cancel-all, each after its confirmation. The server's message is the toast; the
 * lists reload whatever the answer, since a refusal usually means what is on screen is stale.
 */
export function usePatientActions(onDone: () => void) {
  const block = useCallAction('adminBlockPatient', { onDone });
  const cancelAll = useCallAction('adminCancelPatientAppointments', { onDone });
  return {
    busy: block.pending || cancelAll.pending,
    setBlocked: (patient: PatientSummary, blocked: boolean) => block.run({ userId: patient._id, blocked }),
    cancelUpcoming: (patient: PatientSummary) => cancelAll.run({ userId: patient._id }),
  };
}

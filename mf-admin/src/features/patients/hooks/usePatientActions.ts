import { useState } from 'react';
import { runAction } from '@clinic/shared/staff-panel';
import type { PatientSummary } from '@clinic/shared/contract';

/**
 * Block / unblock and cancel-all, each after its confirmation. The server's message is the toast; the
 * lists reload whatever the answer, since a refusal usually means what is on screen is stale.
 */
export function usePatientActions(onDone: () => void) {
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    await action();
    setBusy(false);
    onDone();
  };

  return {
    busy,
    setBlocked: (patient: PatientSummary, blocked: boolean) => run(() => runAction('adminBlockPatient', { userId: patient._id, blocked })),
    cancelUpcoming: (patient: PatientSummary) => run(() => runAction('adminCancelPatientAppointments', { userId: patient._id })),
  };
}

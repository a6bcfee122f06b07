import { useState } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { runAction } from '@clinic/shared/staff-panel';

/**
 * The admin's cancel, after the confirm prompt (spec section 8). The list reloads whatever the answer:
 * a refusal such as "already cancelled" means the row on screen is stale.
 */
export function useCancelAppointment(onDone: () => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const cancel = async (appointment: Appointment) => {
    if (!window.confirm(MESSAGES.confirmCancel)) return;
    setBusyId(appointment._id);
    await runAction('adminCancel', { appointmentId: appointment._id });
    setBusyId(null);
    onDone();
  };
  return { cancel, busyId };
}

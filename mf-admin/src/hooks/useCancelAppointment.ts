import { useState } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';

/**
 * The admin's cancel, after the confirm prompt (spec section 8). The list reloads whatever the answer:
 * a refusal such as "already cancelled" means the row on screen is stale.
 */
export function useCancelAppointment(onDone: () => void) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const { run, pending } = useCallAction('adminCancel', { onDone });
  const cancel = (appointment: Appointment) => {
    if (pending || !window.confirm(MESSAGES.confirmCancel)) return;
    setChosenId(appointment._id);
    void run({ appointmentId: appointment._id });
  };
  return { cancel, busyId: pending ? chosenId : null };
}

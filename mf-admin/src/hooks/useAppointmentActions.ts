import { useState } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { CONFIRM_NO_SHOW } from '@clinic/shared/staff-panel';

export type AdminAction = 'cancel' | 'noShow';

const PROMPT: Record<AdminAction, string> = { cancel: MESSAGES.confirmCancel, noShow: CONFIRM_NO_SHOW };

/**
 * The admin's cancel (spec section 8) and No-show (decision 41), each after its confirm prompt. The list
 * reloads whatever the answer: a refusal such as "already cancelled" means the row on screen is stale.
 */
export function useAppointmentActions(onDone: () => void) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const actions = { cancel: useCallAction('adminCancel', { onDone }), noShow: useCallAction('adminNoShow', { onDone }) };
  const pending = actions.cancel.pending || actions.noShow.pending;

  const run = (action: AdminAction, appointment: Appointment) => {
    if (pending || !window.confirm(PROMPT[action])) return;
    setChosenId(appointment._id);
    void actions[action].run({ appointmentId: appointment._id });
  };
  return { run, busyId: pending ? chosenId : null };
}

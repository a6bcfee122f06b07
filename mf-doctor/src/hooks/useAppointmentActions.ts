import { useState } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';

export type AppointmentAction = 'cancel' | 'complete';

const PROMPT: Record<AppointmentAction, string> = { cancel: MESSAGES.confirmCancel, complete: MESSAGES.confirmComplete };

/**
 * The doctor's cancel and complete, each after its confirm prompt. A refusal is only logged (spec
 * section 8, @clinic/shared/data); either way the caller reloads, since a refusal means what is on screen
 * is stale.
 */
export function useAppointmentActions(onDone: () => void) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const actions = { cancel: useCallAction('doctorCancel', { onDone }), complete: useCallAction('doctorComplete', { onDone }) };
  const pending = actions.cancel.pending || actions.complete.pending;

  const run = (action: AppointmentAction, appointment: Appointment) => {
    if (pending || !window.confirm(PROMPT[action])) return;
    setChosenId(appointment._id);
    void actions[action].run({ appointmentId: appointment._id });
  };
  return { busyId: pending ? chosenId : null, run };
}

import { useState } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { runAction } from '@clinic/shared/staff-panel';

const ACTIONS = {
  cancel: { call: 'doctorCancel', prompt: MESSAGES.confirmCancel },
  complete: { call: 'doctorComplete', prompt: MESSAGES.confirmComplete },
} as const;

export type AppointmentAction = keyof typeof ACTIONS;

/**
 * The doctor's cancel and complete, each after its confirm prompt. A refusal is only logged (spec
 * section 8); either way the caller reloads, since a refusal means what is on screen is stale.
 */
export function useAppointmentActions(onDone: () => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (action: AppointmentAction, appointment: Appointment) => {
    const { call, prompt } = ACTIONS[action];
    if (!window.confirm(prompt)) return;
    setBusyId(appointment._id);
    await runAction(call, { appointmentId: appointment._id }, 'log');
    setBusyId(null);
    onDone();
  };
  return { busyId, run };
}

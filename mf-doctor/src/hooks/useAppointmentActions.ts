import { useState } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { confirmNoShow, useMoveDialog } from '@clinic/shared/staff-panel';

export type AppointmentAction = 'move' | 'cancel' | 'complete' | 'noShow' | 'keep';

/** Each confirm prompt, asked in the language on screen. */
const PROMPT: Record<Exclude<AppointmentAction, 'move' | 'cancel' | 'keep'>, () => string> = {
  complete: () => translateMessage(MESSAGES.confirmComplete),
  noShow: confirmNoShow,
};

/**
 * The doctor's Change time (decision 48), cancel, complete, No-show (decision 41) and Keep of an unpaid
 * booking the clinic would release (decision 34). Change time chooses the
 * new time in `moveDialog` (render it with `MoveAppointmentDialog`); cancel asks in `cancelDialog` (render
 * it with `CancelAppointmentDialog`), where the doctor may give the reason the patient is told (decision 46);
 * the others ask their confirm prompt. A refusal is only logged for cancel and complete (spec section 8,
 * @clinic/shared/data); either way the caller reloads, since a refusal means what is on screen is stale.
 */
export function useAppointmentActions(onDone: () => void) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const actions = {
    cancel: useCallAction('doctorCancel', { onDone }),
    complete: useCallAction('doctorComplete', { onDone }),
    noShow: useCallAction('doctorNoShow', { onDone }),
    keep: useCallAction('doctorKeepAppointment', { onDone }),
  };
  const move = useMoveDialog('doctorReschedule', onDone);
  const pending = actions.cancel.pending || actions.complete.pending || actions.noShow.pending || actions.keep.pending || move.pending;

  const run = (action: AppointmentAction, appointment: Appointment) => {
    if (pending) return;
    if (action === 'move') {
      setChosenId(appointment._id);
      return move.open(appointment);
    }
    if (action === 'cancel') return setCancelling(appointment);
    // Keeping takes nothing away: no question first.
    if (action !== 'keep' && !window.confirm(PROMPT[action]())) return;
    setChosenId(appointment._id);
    void actions[action].run({ appointmentId: appointment._id });
  };
  const cancelDialog = {
    appointment: cancelling,
    onClose: () => setCancelling(null),
    onConfirm: (reason: string) => {
      setCancelling(null);
      if (!cancelling || pending) return;
      setChosenId(cancelling._id);
      void actions.cancel.run({ appointmentId: cancelling._id, ...(reason && { reason }) });
    },
  };
  return { busyId: pending ? chosenId : null, run, cancelDialog, moveDialog: move.moveDialog };
}

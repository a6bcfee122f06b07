import { useState } from 'react';
import type { Appointment } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { confirmNoShow, useMoveDialog } from '@clinic/shared/staff-panel';

export type AdminAction = 'move' | 'cancel' | 'noShow' | 'keep';

/**
 * The admin's Change time (decision 48), cancel (spec section 8) and No-show (decision 41). Change time
 * chooses the new time in `moveDialog` (render it with `MoveAppointmentDialog`); cancel asks in
 * `cancelDialog` (render it with `CancelAppointmentDialog`), where the admin may give the reason the
 * patient is told (decision 46); No-show asks its own question. The list reloads whatever the answer: a
 * refusal such as "already cancelled" means the row on screen is stale.
 */
export function useAppointmentActions(onDone: () => void) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const actions = {
    cancel: useCallAction('adminCancel', { onDone }),
    noShow: useCallAction('adminNoShow', { onDone }),
    keep: useCallAction('adminKeepAppointment', { onDone }),
  };
  const move = useMoveDialog('adminReschedule', onDone);
  const pending = actions.cancel.pending || actions.noShow.pending || actions.keep.pending || move.pending;

  const run = (action: AdminAction, appointment: Appointment) => {
    if (pending) return;
    if (action === 'move') {
      setChosenId(appointment._id);
      return move.open(appointment);
    }
    if (action === 'cancel') return setCancelling(appointment);
    if (action === 'keep') {
      setChosenId(appointment._id);
      return void actions.keep.run({ appointmentId: appointment._id });
    }
    if (!window.confirm(confirmNoShow())) return;
    setChosenId(appointment._id);
    void actions.noShow.run({ appointmentId: appointment._id });
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
  return { run, busyId: pending ? chosenId : null, cancelDialog, moveDialog: move.moveDialog };
}

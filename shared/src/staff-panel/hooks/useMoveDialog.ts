import { useState } from 'react';
import type { Appointment } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import type { MoveOutcome, NewTime } from '../components/MoveAppointmentDialog';

/** The admin moves any appointment, a doctor their own (decision 48). */
type MoveCall = 'adminReschedule' | 'doctorReschedule';

/**
 * A panel's Change time: `open` an appointment, render `moveDialog` with `MoveAppointmentDialog`. The
 * toasts are the call's rule (@clinic/shared/data). `onDone` reloads the list after every answer, as a
 * cancel does: a refusal such as "already started" means the row on screen is stale.
 */
export function useMoveDialog(call: MoveCall, onDone: () => void) {
  const [moving, setMoving] = useState<Appointment | null>(null);
  const { run, pending } = useCallAction(call, { onDone });
  const moveDialog = {
    appointment: moving,
    pending,
    onClose: () => setMoving(null),
    onConfirm: async (time: NewTime): Promise<MoveOutcome> => {
      if (!moving) return { moved: false };
      const result = await run({ appointmentId: moving._id, ...time });
      if (!result?.success) return { moved: false, reason: result?.message };
      setMoving(null);
      return { moved: true };
    },
  };
  return { open: setMoving, pending, moveDialog };
}

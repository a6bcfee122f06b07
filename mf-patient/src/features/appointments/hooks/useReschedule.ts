import type { Appointment } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { useDoctorsStore } from '@clinic/shared/stores';

/**
 * Moves one appointment to another of its doctor's times (decision 48). The toasts are the call's rule in
 * @clinic/shared/data: the server's words, whether it went through or not.
 */
export function useReschedule(appointment: Appointment, on: { moved: () => void; refused: () => void }) {
  const { run, pending } = useCallAction('userReschedule');
  return {
    pending,
    move: async (slotDate: string, slotTime: string) => {
      // Awaited rather than onDone, which a closed dialog never hears: a move that went through must still reach the list.
      const result = await run({ appointmentId: appointment._id, slotDate, slotTime });
      if (!result) return;
      if (!result.success) return on.refused();
      // The freed time and the taken one must show up in every picker at once.
      void useDoctorsStore.getState().load();
      on.moved();
    },
  };
}

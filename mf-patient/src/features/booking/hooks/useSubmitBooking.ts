import { useNavigate } from 'react-router-dom';
import type { BookingUserData } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { useDoctorsStore } from '@clinic/shared/stores';

/**
 * Books the chosen slot. Success follows spec section 4 (the thanks toast, list refresh, close, home). A
 * refusal (slot taken meanwhile, doctor unavailable, …) shows the server's words, refreshes the list so
 * the picker stops offering what is gone, and closes. A thrown error keeps the form open to try again.
 * The toasts are the booking's rule in @clinic/shared/data.
 */
export function useSubmitBooking(slot: { docId: string; slotDate: string; slotTime: string }, close: () => void) {
  const navigate = useNavigate();
  const { run } = useCallAction('userBook', {
    onDone: (result) => {
      if (!result) return;
      void useDoctorsStore.getState().load();
      close();
      if (result.success) navigate('/');
    },
  });
  return async (userData: BookingUserData) => void (await run({ ...slot, userData }));
}

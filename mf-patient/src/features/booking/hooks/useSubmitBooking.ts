import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { MESSAGES, type BookingUserData } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { bookAppointment } from '../api/book-appointment';

/**
 * Books the chosen slot. Success follows spec section 4 (toast, list refresh, close, home). A refusal
 * (slot taken meanwhile, doctor unavailable, …) shows the server's words and refreshes the list, so the
 * picker stops offering what is gone.
 */
export function useSubmitBooking(slot: { docId: string; slotDate: string; slotTime: string }, close: () => void) {
  const navigate = useNavigate();
  const refreshDoctors = () => void useDoctorsStore.getState().load();

  return async (userData: BookingUserData) => {
    try {
      const result = await bookAppointment({ ...slot, userData });
      if (result.success) {
        toast.success(MESSAGES.bookingThanks);
        refreshDoctors();
        close();
        navigate('/');
        return;
      }
      toast.error(result.message);
      refreshDoctors();
      close();
    } catch {
      toast.error(MESSAGES.bookingFailed);
    }
  };
}

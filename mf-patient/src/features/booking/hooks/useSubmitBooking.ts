import { useNavigate } from 'react-router-dom';
import type { BookingUserData, ClinicService, Doctor } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { useBookingConfirmationStore, useDoctorsStore } from '@clinic/shared/stores';

export type BookedDoctor = Pick<Doctor, '_id' | 'name' | 'fees' | 'speciality' | 'address'>;

/**
 * Books the chosen slot. Success follows spec section 4 (the thanks toast, list refresh, close, home), and
 * leaves the booking in the confirmation store, which `/` then shows at its top until dismissed (decision 39).
 * A refusal (slot taken meanwhile, a day closed, doctor unavailable, …) shows the server's words, refreshes
 * the list, calls `onRefused` (the picker reads its free times again, so it stops offering what is gone),
 * and closes. A thrown error keeps the form open to try again. With a `service` the visit is booked at its
 * length and fee (decision 57); without, a consultation at the doctor's fee.
 * The toasts are the booking's rule in @clinic/shared/data.
 */
export function useSubmitBooking(
  booking: { doctor: BookedDoctor; slotDate: string; slotTime: string; clinicTz: string; service?: ClinicService | undefined },
  close: () => void,
  onRefused?: () => void,
) {
  const navigate = useNavigate();
  const { doctor, slotDate, slotTime, clinicTz, service } = booking;
  const { run } = useCallAction('userBook', {
    onDone: (result) => {
      if (!result) return;
      void useDoctorsStore.getState().load();
      close();
      if (!result.success) {
        onRefused?.();
        return;
      }
      // An api from before the booking's id was answered leaves nothing to confirm but the toast.
      if (result.appointmentId) {
        useBookingConfirmationStore.getState().show({
          appointmentId: result.appointmentId,
          docId: doctor._id,
          doctorName: doctor.name,
          speciality: doctor.speciality,
          address: doctor.address,
          slotDate,
          slotTime,
          clinicTz,
          fee: service?.fee ?? doctor.fees,
        });
      }
      navigate('/');
    },
  });
  // Whether it was booked: what the dialog asked to do after a booking (save the phone) waits for it.
  return async (userData: BookingUserData) =>
    (await run({ docId: doctor._id, slotDate, slotTime, userData, ...(service && { serviceId: service.id }) }))?.success === true;
}

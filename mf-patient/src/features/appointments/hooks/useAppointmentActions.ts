import { useState } from 'react';
import type { Appointment } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { useDoctorsStore } from '@clinic/shared/stores';
import { useAddToCalendar } from '../../../hooks/useAddToCalendar';
import { usePayOnline } from '../../../hooks/usePayOnline';

export type PendingAction = 'pay' | 'cancel' | 'calendar' | null;

/**
 * Pay, cancel and add-to-calendar for one appointment, with a busy flag so nothing is sent twice. Cancel
 * first asks in `cancelDialog` (render it with ConfirmCancelDialog).
 */
export function useAppointmentActions(appointment: Appointment, reload: () => void) {
  const pay = usePayOnline(appointment._id);
  const calendar = useAddToCalendar(appointment);
  const cancel = useCallAction('userCancel', {
    onDone: (result) => {
      if (!result) return;
      // Refused (the cut-off passed meanwhile): the toast says why; the list shows the appointment as it is now.
      if (!result.success) return reload();
      // The freed slot must show up in every picker at once.
      void useDoctorsStore.getState().load();
      reload();
    },
  });

  const [asking, setAsking] = useState(false);

  const pending: PendingAction = pay.paying ? 'pay' : cancel.pending ? 'cancel' : calendar.makingFile ? 'calendar' : null;
  return {
    pending,
    pay: pay.pay,
    cancel: () => setAsking(true),
    cancelDialog: {
      open: asking,
      onClose: () => setAsking(false),
      onConfirm: () => {
        setAsking(false);
        void cancel.run({ appointmentId: appointment._id });
      },
    },
    addToCalendar: calendar.addToCalendar,
  };
}

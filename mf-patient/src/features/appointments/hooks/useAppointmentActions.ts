import { useState } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { reportError, useCallAction } from '@clinic/shared/data';
import { useDoctorsStore } from '@clinic/shared/stores';
import { downloadCalendarFile } from '../lib/calendar-file';

export type PendingAction = 'pay' | 'cancel' | 'calendar' | null;

/** Pay, cancel and add-to-calendar for one appointment, with a busy flag so nothing is sent twice. */
export function useAppointmentActions(appointment: Appointment, reload: () => void) {
  // Off to the provider's checkout page, which returns to /verify. The button stays busy while the
  // browser leaves, so a second tap cannot open a second session.
  const [leaving, setLeaving] = useState(false);
  const [makingFile, setMakingFile] = useState(false);
  const pay = useCallAction('userPayment', {
    onDone: (result) => {
      if (!result?.success) return;
      setLeaving(true);
      window.location.assign(result.session_url);
    },
  });
  const cancel = useCallAction('userCancel', {
    onDone: (result) => {
      if (!result?.success) return;
      // The freed slot must show up in every picker at once.
      void useDoctorsStore.getState().load();
      reload();
    },
  });

  const addToCalendar = async () => {
    setMakingFile(true);
    try {
      await downloadCalendarFile(appointment);
    } catch (error) {
      reportError(error);
    } finally {
      setMakingFile(false);
    }
  };

  const pending: PendingAction = pay.pending || leaving ? 'pay' : cancel.pending ? 'cancel' : makingFile ? 'calendar' : null;
  return {
    pending,
    pay: () => void pay.run({ appointmentId: appointment._id }),
    cancel: () => {
      if (window.confirm(MESSAGES.confirmCancel)) void cancel.run({ appointmentId: appointment._id });
    },
    addToCalendar: () => void addToCalendar(),
  };
}

import { useState } from 'react';
import { toast } from 'react-toastify';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { cancelAppointment, startPayment } from '../api/appointments';
import { downloadCalendarFile } from '../lib/calendar-file';

export type PendingAction = 'pay' | 'cancel' | 'calendar' | null;

/** Pay, cancel and add-to-calendar for one appointment, with a busy flag so nothing is sent twice. */
export function useAppointmentActions(appointment: Appointment, reload: () => Promise<void>) {
  const [pending, setPending] = useState<PendingAction>(null);

  const run = async (action: Exclude<PendingAction, null>, work: () => Promise<void>) => {
    setPending(action);
    try {
      await work();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setPending(null);
    }
  };

  const pay = async () => {
    setPending('pay');
    try {
      const result = await startPayment(appointment._id);
      if (result.success) {
        // Off to the provider's checkout page, which returns to /verify. The button stays busy while the
        // browser leaves, so a second tap cannot open a second session.
        window.location.assign(result.session_url);
        return;
      }
      toast.error(result.message);
    } catch (error) {
      toast.error((error as Error).message);
    }
    setPending(null);
  };

  const cancel = () => {
    if (!window.confirm(MESSAGES.confirmCancel)) return;
    void run('cancel', async () => {
      const result = await cancelAppointment(appointment._id);
      if (!result.success) return void toast.error(result.message);
      toast.success(result.message);
      // The freed slot must show up in every picker at once.
      void useDoctorsStore.getState().load();
      await reload();
    });
  };

  const addToCalendar = () => run('calendar', () => downloadCalendarFile(appointment));

  return { pending, pay: () => void pay(), cancel, addToCalendar: () => void addToCalendar() };
}

import type { Appointment } from '@clinic/shared/contract';
import { Button } from '@clinic/shared/ui';
import { useAppointmentActions } from '../hooks/useAppointmentActions';
import styles from './AppointmentCard.module.css';

/** Only an active appointment has actions (decisions 6 and 9); Pay Online only while unpaid. */
export function AppointmentActions({ appointment, reload }: { appointment: Appointment; reload: () => void }) {
  const { pending, pay, cancel, addToCalendar } = useAppointmentActions(appointment, reload);
  const busy = pending !== null;
  const who = `${appointment.docData.name}`;
  return (
    <div className={styles.actions}>
      {!appointment.payment && (
        <Button onClick={pay} disabled={busy} aria-describedby={`appointment-${appointment._id}`}>
          {pending === 'pay' ? 'Opening payment…' : 'Pay Online'}
        </Button>
      )}
      <Button variant="secondary" onClick={addToCalendar} disabled={busy} aria-label={`Add to calendar: appointment with ${who}`}>
        Add to calendar
      </Button>
      <Button
        variant="ghost"
        className={styles.cancel}
        onClick={cancel}
        disabled={busy}
        aria-describedby={`appointment-${appointment._id}`}
      >
        {pending === 'cancel' ? 'Cancelling…' : 'Cancel appointment'}
      </Button>
    </div>
  );
}

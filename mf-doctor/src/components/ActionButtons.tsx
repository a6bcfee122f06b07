import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import { StatusBadge } from '@clinic/shared/ui';
import type { AppointmentAction } from '../hooks/useAppointmentActions';
import styles from './ActionButtons.module.css';

interface Props {
  appointment: Appointment;
  busy: boolean;
  onAction: (action: AppointmentAction, appointment: Appointment) => void;
}

/** Cancel and Complete on an active appointment; otherwise its status in words. */
export function ActionButtons({ appointment, busy, onAction }: Props) {
  if (appointmentStatus(appointment) !== 'active') return <StatusBadge appointment={appointment} />;
  const who = appointment.userData.name;
  return (
    <span className={styles.actions}>
      <button
        type="button"
        className={`${styles.button} ${styles.cancel}`}
        disabled={busy}
        aria-label={`Cancel appointment of ${who}`}
        onClick={() => onAction('cancel', appointment)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        Cancel
      </button>
      <button
        type="button"
        className={`${styles.button} ${styles.complete}`}
        disabled={busy}
        aria-label={`Complete appointment of ${who}`}
        onClick={() => onAction('complete', appointment)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M20 6 9 17l-5-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Complete
      </button>
    </span>
  );
}

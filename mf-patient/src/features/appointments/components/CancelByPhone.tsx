import { CLINIC, telLink } from '@clinic/shared/clinic';
import { cutoffDuration } from './cancel-cutoff-text';
import styles from './AppointmentCard.module.css';

/** In place of Cancel once the clinic's cut-off has passed (issue 20): why, and how to cancel instead. */
export function CancelByPhone({ cutoffMinutes }: { cutoffMinutes: number }) {
  const phone = CLINIC.phones[0];
  return (
    <p className={styles.cutoff}>
      Online cancellation closes {cutoffDuration(cutoffMinutes)} before the appointment. To cancel, please call{' '}
      <a href={telLink(phone)}>{phone}</a>.
    </p>
  );
}

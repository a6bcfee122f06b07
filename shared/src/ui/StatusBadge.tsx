import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import styles from './ui.module.css';

const LABEL = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' } as const;

/** An appointment's status in words and colour (spec section 4), never colour alone. */
export function StatusBadge({ appointment }: { appointment: Pick<Appointment, 'cancelled' | 'isCompleted'> }) {
  const status = appointmentStatus(appointment);
  return <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{LABEL[status]}</span>;
}

/** Paid / unpaid, in the patient's words (`Paid`) or the doctor's (`Online` / `Cash`, spec section 4). */
export function PaymentBadge({ paid, wording = 'patient' }: { paid: boolean; wording?: 'patient' | 'doctor' }) {
  const text = wording === 'doctor' ? (paid ? 'Online' : 'Cash') : paid ? 'Paid' : 'Unpaid';
  return <span className={`${styles.badge} ${paid ? styles.badge_completed : styles.badge_neutral}`}>{text}</span>;
}

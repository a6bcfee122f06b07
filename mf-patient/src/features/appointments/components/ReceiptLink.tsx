import { Link } from 'react-router-dom';
import type { Appointment } from '@clinic/shared/contract';
import { receiptPath } from '@clinic/shared/links';
import styles from './ReceiptLink.module.css';

/** The receipt of an appointment paid online, refunded or not (decision 51); nothing for an unpaid one. */
export function ReceiptLink({ appointment }: { appointment: Pick<Appointment, '_id' | 'payment' | 'refundStatus' | 'docData'> }) {
  if (!appointment.payment && !appointment.refundStatus) return null;
  return (
    <p className={styles.receipt}>
      <Link to={receiptPath(appointment._id)} aria-label={`Receipt: appointment with ${appointment.docData.name}`}>
        Receipt
      </Link>
    </p>
  );
}

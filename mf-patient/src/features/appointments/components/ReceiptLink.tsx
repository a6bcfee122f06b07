import { Link } from 'react-router-dom';
import type { Appointment } from '@clinic/shared/contract';
import { receiptPath } from '@clinic/shared/links';
import { useT } from '../../../i18n';
import styles from './ReceiptLink.module.css';

/** The receipt of an appointment paid online, refunded or not (decision 51); nothing for an unpaid one. */
export function ReceiptLink({ appointment }: { appointment: Pick<Appointment, '_id' | 'payment' | 'refundStatus' | 'docData'> }) {
  const t = useT();
  if (!appointment.payment && !appointment.refundStatus) return null;
  return (
    <p className={styles.receipt}>
      <Link to={receiptPath(appointment._id)} aria-label={t('Appointment.receiptLabel', { name: appointment.docData.name })}>
        {t('Appointment.receipt')}
      </Link>
    </p>
  );
}

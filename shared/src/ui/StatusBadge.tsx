import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import { formatRupees } from '@clinic/shared/format';
import { useUiT } from './i18n';
import styles from './ui.module.css';
import own from './StatusBadge.module.css';

const LABEL = {
  active: 'StatusBadge.active',
  completed: 'StatusBadge.completed',
  cancelled: 'StatusBadge.cancelled',
  'no-show': 'StatusBadge.noShow',
} as const;
const TONE = {
  active: styles.badge_active,
  completed: styles.badge_completed,
  cancelled: styles.badge_cancelled,
  'no-show': own.noShow,
} as const;

/** An appointment's status in words and colour (spec section 4; No-show, decision 41), never colour alone. */
export function StatusBadge({ appointment }: { appointment: Pick<Appointment, 'cancelled' | 'isCompleted' | 'noShow'> }) {
  const t = useUiT();
  const status = appointmentStatus(appointment);
  return <span className={`${styles.badge} ${TONE[status]}`}>{t(LABEL[status])}</span>;
}

/** Paid / unpaid, in the patient's words (`Paid`) or the doctor's (`Online` / `Cash`, spec section 4). */
export function PaymentBadge({ paid, wording = 'patient' }: { paid: boolean; wording?: 'patient' | 'doctor' }) {
  const t = useUiT();
  const text =
    wording === 'doctor' ? t(paid ? 'PaymentBadge.online' : 'PaymentBadge.cash') : t(paid ? 'PaymentBadge.paid' : 'PaymentBadge.unpaid');
  return <span className={`${styles.badge} ${paid ? styles.badge_completed : styles.badge_neutral}`}>{text}</span>;
}

/**
 * A cancelled paid appointment's refund (decision 49): started, then Refunded. Staff also see one the provider
 * keeps refusing (it is retried); to the patient it is simply under way.
 */
export function RefundBadge({
  appointment,
  audience = 'patient',
}: {
  appointment: Pick<Appointment, 'refundStatus' | 'amount'>;
  audience?: 'patient' | 'staff';
}) {
  const t = useUiT();
  const { refundStatus, amount } = appointment;
  if (!refundStatus) return null;
  const failing = refundStatus === 'failed' && audience === 'staff';
  const text =
    refundStatus === 'refunded'
      ? t('RefundBadge.refunded')
      : t(failing ? 'RefundBadge.failing' : 'RefundBadge.started', { amount: formatRupees(amount) });
  const tone = refundStatus === 'refunded' ? styles.badge_completed : failing ? own.refundFailing : styles.badge_neutral;
  return <span className={`${styles.badge} ${tone}`}>{text}</span>;
}

import { CLINIC, telLink } from '@clinic/shared/clinic';
import { richText } from '@clinic/shared/i18n';
import { useT } from '../../../i18n';
import { cutoffDuration } from './cancel-cutoff-text';
import styles from './AppointmentCard.module.css';

/** In place of Cancel once the clinic's cut-off has passed (decision 44): why, and how to cancel instead. */
export function CancelByPhone({ cutoffMinutes }: { cutoffMinutes: number }) {
  const t = useT();
  const phone = CLINIC.phones[0];
  return (
    <p className={styles.cutoff}>
      {richText(t('Appointment.cutoff', { duration: cutoffDuration(cutoffMinutes), phone }), {
        phone: (number) => <a href={telLink(phone)}>{number}</a>,
      })}
    </p>
  );
}

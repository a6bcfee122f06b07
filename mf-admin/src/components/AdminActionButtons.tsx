import type { Appointment } from '@clinic/shared/contract';
import { ActionButtons, type ClinicClock } from '@clinic/shared/staff-panel';
import { Button } from '@clinic/shared/ui';
import type { AdminAction } from '../hooks/useAppointmentActions';
import { useT } from '../i18n';
import styles from './AdminActionButtons.module.css';

const ADMIN_ACTIONS = ['move', 'cancel', 'noShow'] as const;

interface Props {
  appointment: Appointment;
  clock: ClinicClock;
  busy: boolean;
  onAction: (action: AdminAction, appointment: Appointment) => void;
  /** Whose appointment, for the buttons' names. */
  who: string;
  /** The clinic releases this unpaid online booking later (decision 34): Keep is offered. */
  keepable?: boolean;
}

/**
 * Cancel on an active appointment, Change time before it starts, No-show once it has (decision 41);
 * otherwise its status. Keep, on an unpaid booking the clinic's policy would release (the patient rang).
 */
export function AdminActionButtons({ onAction, keepable = false, ...props }: Props) {
  const t = useT();
  const actions = (
    <ActionButtons actions={ADMIN_ACTIONS} onAction={(action, a) => action !== 'complete' && onAction(action, a)} {...props} />
  );
  if (!keepable) return actions;
  return (
    <span className={styles.withKeep}>
      {actions}
      <Button
        variant="secondary"
        className={styles.keep}
        disabled={props.busy}
        aria-label={t('AllAppointments.keepOf', { who: props.who })}
        onClick={() => onAction('keep', props.appointment)}
      >
        {t('AllAppointments.keep')}
      </Button>
    </span>
  );
}

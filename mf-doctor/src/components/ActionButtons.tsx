import type { Appointment } from '@clinic/shared/contract';
import { ActionButtons as StaffActionButtons, type ClinicClock } from '@clinic/shared/staff-panel';
import { Button } from '@clinic/shared/ui';
import type { AppointmentAction } from '../hooks/useAppointmentActions';
import { useT } from '../i18n';
import styles from './ActionButtons.module.css';

const DOCTOR_ACTIONS = ['move', 'cancel', 'complete', 'noShow'] as const;

interface Props {
  appointment: Appointment;
  clock: ClinicClock;
  busy: boolean;
  onAction: (action: AppointmentAction, appointment: Appointment) => void;
  /** The clinic releases this unpaid online booking later (decision 34): Keep is offered, named for `who`. */
  keepable?: boolean;
  who?: string;
}

/**
 * Cancel on an active appointment; Change time before it starts, Complete and No-show once it has (decision 41);
 * otherwise its status. Keep, on an unpaid booking the clinic's policy would release (the patient told the doctor).
 */
export function ActionButtons({ keepable = false, who = '', onAction, ...props }: Props) {
  const t = useT();
  const actions = <StaffActionButtons actions={DOCTOR_ACTIONS} onAction={onAction} {...props} />;
  if (!keepable) return actions;
  return (
    <span className={styles.withKeep}>
      {actions}
      <Button
        variant="secondary"
        className={styles.keep}
        disabled={props.busy}
        aria-label={t('Appointments.keepOf', { who })}
        onClick={() => onAction('keep', props.appointment)}
      >
        {t('Appointments.keep')}
      </Button>
    </span>
  );
}

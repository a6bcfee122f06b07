import type { Appointment } from '@clinic/shared/contract';
import { ActionButtons, type ClinicClock } from '@clinic/shared/staff-panel';
import type { AdminAction } from '../hooks/useAppointmentActions';

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
export function AdminActionButtons({ onAction, ...props }: Props) {
  return <ActionButtons actions={ADMIN_ACTIONS} onAction={(action, a) => action !== 'complete' && onAction(action, a)} {...props} />;
}

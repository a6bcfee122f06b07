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
}

/** Cancel on an active appointment, Change time before it starts, No-show once it has (decision 41); otherwise its status. */
export function AdminActionButtons({ onAction, ...props }: Props) {
  return <ActionButtons actions={ADMIN_ACTIONS} onAction={(action, a) => action !== 'complete' && onAction(action, a)} {...props} />;
}

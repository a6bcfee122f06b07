import type { Appointment } from '@clinic/shared/contract';
import { ActionButtons as StaffActionButtons, type ClinicClock } from '@clinic/shared/staff-panel';
import type { AppointmentAction } from '../hooks/useAppointmentActions';

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
export function ActionButtons(props: Props) {
  return <StaffActionButtons actions={DOCTOR_ACTIONS} {...props} />;
}

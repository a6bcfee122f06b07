import type { Appointment } from '@clinic/shared/contract';
import { formatSlot, LatestPanel } from '@clinic/shared/staff-panel';
import { ActionButtons } from '../../../components/ActionButtons';
import type { AppointmentAction } from '../../../hooks/useAppointmentActions';

interface Props {
  appointments: Appointment[];
  busyId: string | null;
  onAction: (action: AppointmentAction, appointment: Appointment) => void;
}

/** The doctor's 5 newest bookings, with cancel and complete on the active ones. */
export function LatestBookings({ appointments, busyId, onAction }: Props) {
  return (
    <LatestPanel
      title="Latest Bookings"
      headingId="latest-bookings"
      testId="latest-booking"
      appointments={appointments}
      person={(a) => a.userData}
      meta={(a) => `Booking on ${formatSlot(a)}`}
      action={(a) => <ActionButtons appointment={a} busy={busyId === a._id} onAction={onAction} />}
    />
  );
}

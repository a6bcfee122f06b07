import type { Appointment } from '@clinic/shared/contract';
import { formatSlot, LatestPanel, type ClinicClock } from '@clinic/shared/staff-panel';
import { AdminActionButtons } from '../../../components/AdminActionButtons';
import type { AdminAction } from '../../../hooks/useAppointmentActions';

interface Props {
  appointments: Appointment[];
  clock: ClinicClock;
  busyId: string | null;
  onAction: (action: AdminAction, appointment: Appointment) => void;
}

/** The newest bookings with their doctor; Change time before they start, cancel while active, No-show once started. */
export function LatestAppointments({ appointments, clock, busyId, onAction }: Props) {
  return (
    <LatestPanel
      title="Latest Appointments"
      headingId="latest-heading"
      testId="latest-appointment"
      appointments={appointments}
      person={(a) => a.docData}
      meta={(a) => `${a.userData.name} · Booking on ${formatSlot(a)}`}
      action={(a) => (
        <AdminActionButtons
          appointment={a}
          clock={clock}
          busy={busyId === a._id}
          onAction={onAction}
          who={`${a.userData.name} with ${a.docData.name}`}
        />
      )}
    />
  );
}

import type { Appointment } from '@clinic/shared/contract';
import { formatSlot, LatestPanel, usePatientName, type ClinicClock } from '@clinic/shared/staff-panel';
import { AdminActionButtons } from '../../../components/AdminActionButtons';
import type { AdminAction } from '../../../hooks/useAppointmentActions';
import { useT } from '../../../i18n';

interface Props {
  appointments: Appointment[];
  clock: ClinicClock;
  busyId: string | null;
  onAction: (action: AdminAction, appointment: Appointment) => void;
}

/** The newest bookings with their doctor; Change time before they start, cancel while active, No-show once started. */
export function LatestAppointments({ appointments, clock, busyId, onAction }: Props) {
  const t = useT();
  const patientName = usePatientName();
  return (
    <LatestPanel
      title={t('AdminDashboard.latestTitle')}
      headingId="latest-heading"
      testId="latest-appointment"
      appointments={appointments}
      person={(a) => a.docData}
      meta={(a) => t('AdminDashboard.latestMeta', { patient: patientName(a.userData.name), slot: formatSlot(a) })}
      action={(a) => (
        <AdminActionButtons
          appointment={a}
          clock={clock}
          busy={busyId === a._id}
          onAction={onAction}
          who={t('AdminDashboard.latestWho', { patient: patientName(a.userData.name), doctor: a.docData.name })}
        />
      )}
    />
  );
}

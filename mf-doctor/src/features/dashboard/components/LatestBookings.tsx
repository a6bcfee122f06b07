import type { Appointment } from '@clinic/shared/contract';
import { formatSlot, LatestPanel, usePatientName, type ClinicClock } from '@clinic/shared/staff-panel';
import { ActionButtons } from '../../../components/ActionButtons';
import type { AppointmentAction } from '../../../hooks/useAppointmentActions';
import { useT } from '../../../i18n';

interface Props {
  appointments: Appointment[];
  clock: ClinicClock;
  busyId: string | null;
  onAction: (action: AppointmentAction, appointment: Appointment) => void;
}

/** The doctor's 5 newest bookings: Change time before they start, cancel while active, complete and No-show once started. */
export function LatestBookings({ appointments, clock, busyId, onAction }: Props) {
  const t = useT();
  const patientName = usePatientName();
  return (
    <LatestPanel
      title={t('Dashboard.latestBookings')}
      headingId="latest-bookings"
      testId="latest-booking"
      appointments={appointments}
      person={(a) => ({ ...a.userData, name: patientName(a.userData.name) })}
      meta={(a) => t('Dashboard.bookingOn', { when: formatSlot(a) })}
      action={(a) => <ActionButtons appointment={a} clock={clock} busy={busyId === a._id} onAction={onAction} />}
    />
  );
}

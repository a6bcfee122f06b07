import { PagedAppointmentList, type AppointmentRows } from '@clinic/shared/staff-panel';
import { useAppointmentActions } from '../../../hooks/useAppointmentActions';
import { AppointmentsTable } from './AppointmentsTable';

/**
 * The doctor's appointments a page at a time, filtered by patient name and status. A refused load is
 * only logged (spec section 8); cancel and complete reload the page and its counts.
 */
export function DoctorAppointments() {
  return (
    <PagedAppointmentList
      call="doctorAppointments"
      searchLabel="Search by patient name"
      renderRows={(rows) => <ActionableRows {...rows} />}
    />
  );
}

function ActionableRows({ appointments, offset, reload }: AppointmentRows) {
  const { busyId, run } = useAppointmentActions(reload);
  return <AppointmentsTable appointments={appointments} offset={offset} busyId={busyId} onAction={run} />;
}

import { PagedAppointmentList, type AppointmentRows } from '@clinic/shared/staff-panel';
import { useCancelAppointment } from '../../../hooks/useCancelAppointment';
import { AppointmentsTable } from './AppointmentsTable';

/** The clinic's appointments a page at a time, with status filters, search and cancel on active ones. */
export function AllAppointments() {
  return (
    <PagedAppointmentList
      call="adminAppointments"
      searchLabel="Search by patient or doctor name"
      renderRows={(rows) => <CancellableRows {...rows} />}
    />
  );
}

function CancellableRows({ appointments, offset, reload }: AppointmentRows) {
  const { cancel, busyId } = useCancelAppointment(reload);
  return <AppointmentsTable appointments={appointments} offset={offset} busyId={busyId} onCancel={cancel} />;
}

import { formatSlotDate } from '@clinic/shared/format';
import { isoDateToSlotDate } from '@clinic/shared/booking';
import { AppointmentsWithSeries, CancelAppointmentDialog, MoveAppointmentDialog, type AppointmentRows } from '@clinic/shared/staff-panel';
import { useAppointmentActions } from '../../../hooks/useAppointmentActions';
import { AppointmentsTable } from './AppointmentsTable';

/**
 * The doctor's appointments a page at a time, filtered by patient name, status and day. A refused load is
 * only logged (spec section 8); Change time, cancel, complete and No-show reload the page and its counts.
 */
export function DoctorAppointments() {
  return (
    <AppointmentsWithSeries
      seriesCall="doctorBookSeries"
      call="doctorAppointments"
      searchLabel="Search by patient name"
      renderRows={(rows) => <ActionableRows {...rows} />}
    />
  );
}

function ActionableRows({ appointments, offset, reload, day, clock }: AppointmentRows) {
  const { busyId, run, cancelDialog, moveDialog } = useAppointmentActions(reload);
  const caption = day ? `Your appointments on ${formatSlotDate(isoDateToSlotDate(day))}, by time` : 'Your appointments, newest first';
  return (
    <>
      <AppointmentsTable appointments={appointments} offset={offset} caption={caption} clock={clock} busyId={busyId} onAction={run} />
      <CancelAppointmentDialog {...cancelDialog} />
      <MoveAppointmentDialog {...moveDialog} />
    </>
  );
}

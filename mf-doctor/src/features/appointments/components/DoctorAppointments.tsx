import { formatSlotDate } from '@clinic/shared/format';
import { isoDateToSlotDate } from '@clinic/shared/booking';
import { useCallQuery } from '@clinic/shared/data';
import { AppointmentsWithSeries, CancelAppointmentDialog, MoveAppointmentDialog, type AppointmentRows } from '@clinic/shared/staff-panel';
import { useAppointmentActions } from '../../../hooks/useAppointmentActions';
import { useT } from '../../../i18n';
import { AppointmentsTable } from './AppointmentsTable';

/**
 * The doctor's appointments a page at a time, filtered by patient name, status and day. A refused load is
 * only logged (spec section 8); Change time, cancel, complete, No-show and Keep reload the page and its counts.
 */
export function DoctorAppointments() {
  const t = useT();
  return (
    <AppointmentsWithSeries
      seriesCall="doctorBookSeries"
      call="doctorAppointments"
      searchLabel={t('Appointments.search')}
      renderRows={(rows) => <ActionableRows {...rows} />}
    />
  );
}

function ActionableRows({ appointments, offset, reload, day, clock }: AppointmentRows) {
  const t = useT();
  const { busyId, run, cancelDialog, moveDialog } = useAppointmentActions(reload);
  // When the clinic releases unpaid online bookings (decision 34): the public hours say it.
  const { data: holdReleaseMinutes } = useCallQuery('clinicHours', undefined, { select: (a) => a.hours.holdReleaseMinutes ?? 0 });
  const caption = day ? t('Appointments.captionDay', { date: formatSlotDate(isoDateToSlotDate(day)) }) : t('Appointments.captionNewest');
  return (
    <>
      <AppointmentsTable
        appointments={appointments}
        offset={offset}
        caption={caption}
        clock={clock}
        busyId={busyId}
        onAction={run}
        holdReleaseMinutes={holdReleaseMinutes ?? 0}
      />
      <CancelAppointmentDialog {...cancelDialog} />
      <MoveAppointmentDialog {...moveDialog} />
    </>
  );
}

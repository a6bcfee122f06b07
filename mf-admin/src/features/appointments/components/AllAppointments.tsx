import { isoDateToSlotDate } from '@clinic/shared/booking';
import { useCallQuery } from '@clinic/shared/data';
import { formatSlotDate } from '@clinic/shared/format';
import { AppointmentsWithSeries, CancelAppointmentDialog, MoveAppointmentDialog, type AppointmentRows } from '@clinic/shared/staff-panel';
import { useAppointmentActions } from '../../../hooks/useAppointmentActions';
import { useT } from '../../../i18n';
import { AppointmentsTable } from './AppointmentsTable';

/** The clinic's appointments a page at a time, with status and day filters, search, Change time, cancel and No-show. */
export function AllAppointments() {
  const t = useT();
  return (
    <AppointmentsWithSeries
      seriesCall="adminBookSeries"
      call="adminAppointments"
      searchLabel={t('AllAppointments.search')}
      renderRows={(rows) => <ActionableRows {...rows} />}
    />
  );
}

function ActionableRows({ appointments, offset, reload, day, clock }: AppointmentRows) {
  const t = useT();
  const { run, busyId, cancelDialog, moveDialog } = useAppointmentActions(reload);
  // The clinic's policy for unpaid online bookings (decision 34): the rows it would release offer Keep.
  const { data: holdReleaseMinutes } = useCallQuery('adminClinicHours', undefined, { select: (a) => a.hours.holdReleaseMinutes ?? 0 });
  const caption = day
    ? t('AllAppointments.captionDay', { date: formatSlotDate(isoDateToSlotDate(day)) })
    : t('AllAppointments.captionNewest');
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

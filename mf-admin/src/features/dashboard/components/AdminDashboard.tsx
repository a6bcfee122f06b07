import { Spinner } from '@clinic/shared/ui';
import {
  CancelAppointmentDialog,
  MoveAppointmentDialog,
  LoadFailed,
  Icon,
  StatCard,
  cardStyles as cards,
  useClinicClock,
} from '@clinic/shared/staff-panel';
import { useAppointmentActions } from '../../../hooks/useAppointmentActions';
import { useT } from '../../../i18n';
import { useAdminDashboard } from '../hooks/useAdminDashboard';
import { LatestAppointments } from './LatestAppointments';
import { NewAccountBookings } from './NewAccountBookings';
import { RefundsOwed } from './RefundsOwed';

/**
 * Counts of doctors, appointments, No-shows (decision 41) and patients, new accounts' bookings turned away
 * (decision 34), any refunds not yet back (decision 49), then the latest appointments (spec section 2).
 */
export function AdminDashboard() {
  const t = useT();
  const { dashData, loading, reload } = useAdminDashboard();
  const { run, busyId, cancelDialog, moveDialog } = useAppointmentActions(reload);
  const clock = useClinicClock();
  if (!dashData) return loading ? <Spinner label={t('AdminDashboard.loading')} /> : <LoadFailed what="dashboard" onRetry={reload} />;
  return (
    <>
      <div className={cards.stats}>
        <StatCard label={t('AdminDashboard.doctors')} value={dashData.doctors} icon={<Icon name="doctors" />} />
        <StatCard label={t('AdminDashboard.appointments')} value={dashData.appointments} icon={<Icon name="appointments" />} />
        <StatCard
          label={t('AdminDashboard.noShows')}
          value={<span data-testid="no-shows">{dashData.noShows}</span>}
          icon={<Icon name="noShow" />}
        />
        <StatCard label={t('AdminDashboard.patients')} value={dashData.patients} icon={<Icon name="patients" />} />
      </div>
      <NewAccountBookings lately={dashData.newAccountBookings} />
      <RefundsOwed appointments={dashData.refundsOwed} />
      <LatestAppointments appointments={dashData.latestAppointments} clock={clock} busyId={busyId} onAction={run} />
      <CancelAppointmentDialog {...cancelDialog} />
      <MoveAppointmentDialog {...moveDialog} />
    </>
  );
}

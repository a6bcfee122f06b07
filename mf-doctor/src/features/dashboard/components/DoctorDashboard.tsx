import { formatRupees } from '@clinic/shared/format';
import { Spinner } from '@clinic/shared/ui';
import {
  CancelAppointmentDialog,
  MoveAppointmentDialog,
  Icon,
  LoadFailed,
  StatCard,
  cardStyles as cards,
  useClinicClock,
} from '@clinic/shared/staff-panel';
import { useAppointmentActions } from '../../../hooks/useAppointmentActions';
import { useDoctorDashboard } from '../hooks/useDoctorDashboard';
import { useT } from '../../../i18n';
import { LatestBookings } from './LatestBookings';

/** Earnings in rupees, appointments, No-shows (decision 41) and patients, then the latest 5 bookings (spec section 2). */
export function DoctorDashboard() {
  const t = useT();
  const { dashData, loading, reload } = useDoctorDashboard();
  const { busyId, run, cancelDialog, moveDialog } = useAppointmentActions(reload);
  const clock = useClinicClock();
  if (!dashData) return loading ? <Spinner label={t('Dashboard.loading')} /> : <LoadFailed what="dashboard" onRetry={reload} />;
  return (
    <>
      <div className={cards.stats}>
        <StatCard
          label={t('Dashboard.earnings')}
          value={<span data-testid="earnings">{formatRupees(dashData.earnings)}</span>}
          icon={<Icon name="earnings" />}
        />
        <StatCard label={t('Dashboard.appointments')} value={dashData.appointments} icon={<Icon name="appointments" />} />
        <StatCard
          label={t('Dashboard.noShows')}
          value={<span data-testid="no-shows">{dashData.noShows}</span>}
          icon={<Icon name="noShow" />}
        />
        <StatCard label={t('Dashboard.patients')} value={dashData.patients} icon={<Icon name="patients" />} />
      </div>
      <LatestBookings appointments={dashData.latestAppointments} clock={clock} busyId={busyId} onAction={run} />
      <CancelAppointmentDialog {...cancelDialog} />
      <MoveAppointmentDialog {...moveDialog} />
    </>
  );
}

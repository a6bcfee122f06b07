import { Spinner } from '@clinic/shared/ui';
import { LoadFailed, Icon, StatCard, cardStyles as cards } from '@clinic/shared/staff-panel';
import { useCancelAppointment } from '../../../hooks/useCancelAppointment';
import { useAdminDashboard } from '../hooks/useAdminDashboard';
import { LatestAppointments } from './LatestAppointments';

/** Counts of doctors, appointments and patients, then the latest appointments (spec section 2). */
export function AdminDashboard() {
  const { dashData, loading, reload } = useAdminDashboard();
  const { cancel, busyId } = useCancelAppointment(reload);
  if (!dashData) return loading ? <Spinner label="Loading dashboard…" /> : <LoadFailed what="dashboard" onRetry={reload} />;
  return (
    <>
      <div className={cards.stats}>
        <StatCard label="Doctors" value={dashData.doctors} icon={<Icon name="doctors" />} />
        <StatCard label="Appointments" value={dashData.appointments} icon={<Icon name="appointments" />} />
        <StatCard label="Patients" value={dashData.patients} icon={<Icon name="patients" />} />
      </div>
      <LatestAppointments appointments={dashData.latestAppointments} busyId={busyId} onCancel={cancel} />
    </>
  );
}

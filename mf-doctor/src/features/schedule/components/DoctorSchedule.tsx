import { clinicTodayIso } from '@clinic/shared/booking';
import { LoadFailed, useClinicClock } from '@clinic/shared/staff-panel';
import { Spinner } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { useDoctorSchedule } from '../hooks/useDoctorSchedule';
import { YourLeave } from './YourLeave';
import { YourWeek } from './YourWeek';
import styles from './Schedule.module.css';

/** The doctor's week (set by the admin) and their leave, which they add and remove themselves (decision 44). */
export function DoctorSchedule() {
  const t = useT();
  const { schedule, loading, reload } = useDoctorSchedule();
  const { clinicTz, now } = useClinicClock(60_000);
  if (!schedule) return loading ? <Spinner label={t('Schedule.loading')} /> : <LoadFailed what="week and leave" onRetry={reload} />;
  const todayIso = clinicTz ? clinicTodayIso(now, clinicTz) : undefined;
  return (
    <div className={styles.schedule}>
      <YourWeek schedule={schedule} />
      <YourLeave leave={schedule.leave} todayIso={todayIso} onChange={reload} />
    </div>
  );
}

import { useCallQuery } from '@clinic/shared/data';
import { Spinner } from '@clinic/shared/ui';
import { LoadFailed } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { DoctorWeekForm } from './DoctorWeekForm';
import { LeavePanel } from './LeavePanel';
import styles from './ScheduleForms.module.css';

/** One doctor's week and leave (decision 44), read with adminDoctorSchedule; the clinic's hours give the hints. */
export function DoctorSchedule({ docId, doctorName }: { docId: string; doctorName: string }) {
  const t = useT();
  const { data: schedule, loading, reload } = useCallQuery('adminDoctorSchedule', { docId }, { select: (a) => a.schedule });
  const { data: clinicWeek } = useCallQuery('adminClinicHours', undefined, { select: (a) => a.hours.weekly });

  if (!schedule) return loading ? <Spinner label={t('Schedule.loadingSchedule')} /> : <LoadFailed what="schedule" onRetry={reload} />;
  return (
    <div className={styles.stack}>
      <DoctorWeekForm
        // Starts again from what the api holds after each save.
        key={JSON.stringify(schedule.weekly)}
        docId={docId}
        doctorName={doctorName}
        weekly={schedule.weekly}
        effective={schedule.effective}
        clinicWeek={clinicWeek}
        onSaved={reload}
      />
      <LeavePanel docId={docId} doctorName={doctorName} leave={schedule.leave} onChanged={reload} />
    </div>
  );
}

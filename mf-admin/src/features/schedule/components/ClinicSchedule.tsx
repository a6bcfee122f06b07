import { useCallQuery } from '@clinic/shared/data';
import { Page, Spinner } from '@clinic/shared/ui';
import { LoadFailed } from '@clinic/shared/staff-panel';
import { ClinicHoursForm } from './ClinicHoursForm';
import { ClosuresPanel } from './ClosuresPanel';
import styles from './ScheduleForms.module.css';

/**
 * `/schedule` (issue 20): the clinic's weekly hours, its booking policy and its closures. What is saved
 * here is what the patients' slot picker, the contact page and the footer show.
 */
export function ClinicSchedule() {
  const { data: hours, loading, reload } = useCallQuery('adminClinicHours', undefined, { select: (a) => a.hours });
  return (
    <Page title="Schedule">
      <div className={styles.stack}>
        <p className={styles.lead}>
          The clinic&rsquo;s opening hours, booking rules and closed days. Patients can only book what is open here.
        </p>
        {!hours && loading && <Spinner label="Loading opening hours…" />}
        {!hours && !loading && <LoadFailed what="opening hours" onRetry={reload} />}
        {/* Keyed by the saved hours: after a save, the form starts again from what the api holds. */}
        {hours && <ClinicHoursForm key={JSON.stringify(hours)} hours={hours} onSaved={reload} />}
        <ClosuresPanel />
      </div>
    </Page>
  );
}

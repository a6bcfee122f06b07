import { ClinicSchedule } from '../features/schedule/components/ClinicSchedule';

/** `/schedule` (issue 20): the clinic's hours, booking policy and closures. */
export default function SchedulePage() {
  return <ClinicSchedule />;
}

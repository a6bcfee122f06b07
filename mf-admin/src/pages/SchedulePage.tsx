import { ClinicSchedule } from '../features/schedule/components/ClinicSchedule';
import { ServicesPanel } from '../features/services/components/ServicesPanel';

/** `/schedule` (decision 44): the clinic's hours, booking policy and closures, and its services' lengths and fees (decision 57). */
export default function SchedulePage() {
  return <ClinicSchedule extra={<ServicesPanel />} />;
}

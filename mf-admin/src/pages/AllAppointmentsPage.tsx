import { Page } from '@clinic/shared/ui';
import { AllAppointments } from '../features/appointments/components/AllAppointments';

export default function AllAppointmentsPage() {
  return (
    <Page title="All Appointments">
      <AllAppointments />
    </Page>
  );
}

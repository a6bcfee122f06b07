import { Page } from '@clinic/shared/ui';
import { DoctorAppointments } from '../features/appointments/components/DoctorAppointments';

export default function DoctorAppointmentsPage() {
  return (
    <Page title="Appointments">
      <DoctorAppointments />
    </Page>
  );
}

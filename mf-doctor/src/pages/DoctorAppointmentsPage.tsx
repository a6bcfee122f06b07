import { Page } from '@clinic/shared/ui';

export default function DoctorAppointmentsPage() {
  return <Page title="Appointments" />;
}

import { Page } from '@clinic/shared/ui';

export default function MyAppointmentsPage() {
  return <Page title="My Appointments" />;
}

import { Page } from '@clinic/shared/ui';

export default function AllAppointmentsPage() {
  return <Page title="All Appointments" />;
}

import { Page } from '@clinic/shared/ui';

export default function AppointmentPage() {
  return <Page title="Book an Appointment" />;
}

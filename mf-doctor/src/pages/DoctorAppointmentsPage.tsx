import { Page } from '@clinic/shared/ui';
import { DoctorAppointments } from '../features/appointments/components/DoctorAppointments';
import { useT } from '../i18n';

export default function DoctorAppointmentsPage() {
  const t = useT();
  return (
    <Page title={t('AppointmentsPage.title')}>
      <DoctorAppointments />
    </Page>
  );
}

import { Page } from '@clinic/shared/ui';
import { useT } from '../i18n';
import { AllAppointments } from '../features/appointments/components/AllAppointments';

export default function AllAppointmentsPage() {
  const t = useT();
  return (
    <Page title={t('AllAppointmentsPage.title')}>
      <AllAppointments />
    </Page>
  );
}

import { Page } from '@clinic/shared/ui';
import { useT } from '../i18n';
import { Patients } from '../features/patients/components/Patients';

export default function PatientsPage() {
  const t = useT();
  return (
    <Page title={t('PatientsPage.title')}>
      <Patients />
    </Page>
  );
}

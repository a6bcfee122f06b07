import { Page } from '@clinic/shared/ui';
import { useT } from '../i18n';
import { AddDoctorForm } from '../features/add-doctor/components/AddDoctorForm';

export default function AddDoctorPage() {
  const t = useT();
  return (
    <Page title={t('AddDoctorPage.title')}>
      <AddDoctorForm />
    </Page>
  );
}

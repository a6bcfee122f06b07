import { Page } from '@clinic/shared/ui';
import { useT } from '../i18n';
import { DoctorList } from '../features/doctors/components/DoctorList';

export default function DoctorListPage() {
  const t = useT();
  return (
    <Page title={t('DoctorListPage.title')}>
      <DoctorList />
    </Page>
  );
}

import { Page } from '@clinic/shared/ui';
import { DoctorList } from '../features/doctors/components/DoctorList';

export default function DoctorListPage() {
  return (
    <Page title="Doctors List">
      <DoctorList />
    </Page>
  );
}

import { Page } from '@clinic/shared/ui';

export default function DoctorListPage() {
  return <Page title="Doctors List" />;
}

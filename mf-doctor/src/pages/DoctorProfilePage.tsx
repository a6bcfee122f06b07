import { Page } from '@clinic/shared/ui';

export default function DoctorProfilePage() {
  return <Page title="Profile" />;
}

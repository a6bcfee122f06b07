import { Page } from '@clinic/shared/ui';

export default function AddDoctorPage() {
  return <Page title="Add Doctor" />;
}

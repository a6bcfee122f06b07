import { Page } from '@clinic/shared/ui';
import { AddDoctorForm } from '../features/add-doctor/components/AddDoctorForm';

export default function AddDoctorPage() {
  return (
    <Page title="Add Doctor">
      <AddDoctorForm />
    </Page>
  );
}

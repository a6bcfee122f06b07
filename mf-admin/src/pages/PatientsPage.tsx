import { Page } from '@clinic/shared/ui';
import { Patients } from '../features/patients/components/Patients';

export default function PatientsPage() {
  return (
    <Page title="Patients">
      <Patients />
    </Page>
  );
}

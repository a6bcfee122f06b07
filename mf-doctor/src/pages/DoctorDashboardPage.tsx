import { Page } from '@clinic/shared/ui';
import { useDoctorProfile } from '../features/dashboard/useDoctorProfile';

export default function DoctorDashboardPage() {
  const profile = useDoctorProfile();
  return (
    <Page title="Doctor dashboard" heading="Dashboard">
      {profile && <p data-testid="doctor-greeting">Welcome back, {profile.name}.</p>}
    </Page>
  );
}

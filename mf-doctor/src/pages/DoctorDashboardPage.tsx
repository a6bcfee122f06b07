import { Page } from '@clinic/shared/ui';
import { DoctorDashboard } from '../features/dashboard/components/DoctorDashboard';
import { useDoctorProfile } from '../features/profile/hooks/useDoctorProfile';

export default function DoctorDashboardPage() {
  const { profile } = useDoctorProfile();
  return (
    <Page title="Doctor dashboard" heading="Dashboard">
      {profile && <p data-testid="doctor-greeting">Welcome back, {profile.name}.</p>}
      <DoctorDashboard />
    </Page>
  );
}

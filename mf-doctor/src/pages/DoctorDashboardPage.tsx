import { Page } from '@clinic/shared/ui';
import { DoctorDashboard } from '../features/dashboard/components/DoctorDashboard';
import { useDoctorProfile } from '../features/profile/hooks/useDoctorProfile';
import { useT } from '../i18n';

export default function DoctorDashboardPage() {
  const t = useT();
  const { profile } = useDoctorProfile();
  return (
    <Page title={t('DashboardPage.title')} heading={t('DashboardPage.heading')}>
      {profile && <p data-testid="doctor-greeting">{t('DashboardPage.greeting', { name: profile.name })}</p>}
      <DoctorDashboard />
    </Page>
  );
}

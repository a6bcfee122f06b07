import { Page } from '@clinic/shared/ui';
import { TwoFactorSection } from '@clinic/shared/staff-panel';
import { DoctorProfileCard } from '../features/profile/components/DoctorProfileCard';
import { DoctorSchedule } from '../features/schedule/components/DoctorSchedule';
import { PasswordAndSignIn } from '../features/account-security/PasswordAndSignIn';
import { useEnrolmentOnly } from '../hooks/useEnrolmentOnly';
import { useT } from '../i18n';

export default function DoctorProfilePage() {
  // While enrolling, only the two-factor section; it keeps its place, so the backup codes it shows on
  // confirming stay on screen when the full token arrives and the rest appears.
  const t = useT();
  const enrolmentOnly = useEnrolmentOnly();
  return (
    <Page title={t('ProfilePage.title')}>
      {!enrolmentOnly && <DoctorProfileCard />}
      <TwoFactorSection staffRole="doctor" />
      {!enrolmentOnly && <DoctorSchedule />}
      {!enrolmentOnly && <PasswordAndSignIn />}
    </Page>
  );
}

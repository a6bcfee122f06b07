import { TwoFactorSection } from '@clinic/shared/staff-panel';
import { Page } from '@clinic/shared/ui';
import { useT } from '../i18n';
import { DoctorTwoFactorRule } from '../features/security/DoctorTwoFactorRule';

/** `/security` (decision 47): the admin's own two-factor sign-in, and the clinic's rule for doctors. */
export default function SecurityPage() {
  const t = useT();
  return (
    <Page title={t('SecurityPage.title')}>
      <TwoFactorSection staffRole="admin" />
      <DoctorTwoFactorRule />
    </Page>
  );
}

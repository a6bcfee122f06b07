import { Page } from '@clinic/shared/ui';
import { useT } from '../i18n';
import { StaffLoginForm } from '../features/auth/StaffLoginForm';

export default function StaffLoginPage() {
  const t = useT();
  return (
    <Page title={t('StaffLoginPage.title')} heading={t('StaffLoginPage.title')}>
      <StaffLoginForm />
    </Page>
  );
}

import { Page } from '@clinic/shared/ui';
import { StaffLoginForm } from '../features/auth/StaffLoginForm';

export default function StaffLoginPage() {
  return (
    <Page title="Staff login" heading="Staff login">
      <StaffLoginForm />
    </Page>
  );
}

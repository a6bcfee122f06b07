import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../features/password-reset/ResetPasswordForm';
import { resetRoleFrom } from '../features/password-reset/reset-role';

/** `/reset-password?token=…[&role=doctor]`, the page a reset e-mail's link opens (decision 47). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return <ResetPasswordForm role={resetRoleFrom(params)} />;
}

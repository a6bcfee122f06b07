import { useSearchParams } from 'react-router-dom';
import { ForgotPasswordForm } from '../features/password-reset/ForgotPasswordForm';
import { resetRoleFrom } from '../features/password-reset/reset-role';

/** `/forgot-password` (patients) and `/forgot-password?role=doctor` (decision 47). */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const role = resetRoleFrom(params);
  // Keyed by role: the form starts clean when the address switches between the two.
  return <ForgotPasswordForm key={role} role={role} />;
}

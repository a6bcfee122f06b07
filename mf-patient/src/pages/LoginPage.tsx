import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@clinic/shared/stores';
import { AuthForm } from '../features/auth/AuthForm';
import { safeNext } from '../lib/safe-next';

/**
 * A patient with a token is sent on (spec section 4): home, or back to the same-site page that asked
 * them to log in. Logging in sets the token, so this one redirect also finishes a successful login.
 */
export default function LoginPage() {
  const token = useAuthStore((s) => s.token);
  const [params] = useSearchParams();
  if (token) return <Navigate to={safeNext(params.get('next')) ?? '/'} replace />;
  return <AuthForm />;
}

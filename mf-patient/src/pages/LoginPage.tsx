import { Navigate } from 'react-router-dom';
import { useAuthStore } from '@clinic/shared/stores';
import { AuthForm } from '../features/auth/AuthForm';

export default function LoginPage() {
  const token = useAuthStore((s) => s.token);
  // A patient who already has a token is sent home (spec section 4).
  if (token) return <Navigate to="/" replace />;
  return <AuthForm />;
}

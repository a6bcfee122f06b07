import { Link, useLocation } from 'react-router-dom';
import { loginPath } from '@clinic/shared/links';
import { EmptyState } from '@clinic/shared/ui';
import styles from './LoginPrompt.module.css';

/** Shown instead of a patient-only page to a visitor without a token; logging in brings them back here. */
export function LoginPrompt({ message }: { message: string }) {
  const { pathname, search } = useLocation();
  return (
    <EmptyState title="Please log in">
      <p>{message}</p>
      <Link to={loginPath(pathname + search)} className={styles.link}>
        Log in or create an account
      </Link>
    </EmptyState>
  );
}

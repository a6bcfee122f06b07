import { Link, useLocation } from 'react-router-dom';
import { loginPath } from '@clinic/shared/links';
import { EmptyState } from '@clinic/shared/ui';
import { useT } from '../i18n';
import styles from './LoginPrompt.module.css';

/** Shown instead of a patient-only page to a visitor without a token; logging in brings them back here. */
export function LoginPrompt({ message }: { message: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <EmptyState title={t('LoginPrompt.title')}>
      <p>{message}</p>
      <Link to={loginPath(pathname + search)} className={styles.link}>
        {t('LoginPrompt.link')}
      </Link>
    </EmptyState>
  );
}

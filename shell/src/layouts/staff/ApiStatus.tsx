import { useT } from '../../i18n';
import type { ApiHealth } from './useApiHealth';
import styles from './StaffLayout.module.css';

const HEALTH_CLASS: Record<ApiHealth, string | undefined> = { checking: styles.checking, online: undefined, offline: styles.offline };

/**
 * The top bar's and the sidebar's status light: a word and a dot, never the colour alone. The top bar's
 * is a status region, so a change is heard (once: the sidebar's says the same).
 */
export function ApiStatus({ health, place }: { health: ApiHealth; place: 'bar' | 'sidebar' }) {
  const t = useT();
  const className = `${place === 'bar' ? styles.online : styles.systemOnline} ${HEALTH_CLASS[health] ?? ''}`;
  const content = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.statusWord}>{t(`StaffLayout.status.${place}.${health}`)}</span>
    </>
  );
  return place === 'bar' ? (
    <span className={className} role="status" data-testid="api-status">
      {content}
    </span>
  ) : (
    <p className={className} data-testid="system-status">
      {content}
    </p>
  );
}

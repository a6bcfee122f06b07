import { useT } from '../../../i18n';
import styles from './Inbox.module.css';

/** Whether a message was read, in words; "Unread" also carries weight and a dot, never colour alone. */
export function ReadState({ read }: { read: boolean }) {
  const t = useT();
  if (read) return <span className={styles.read}>{t('Inbox.stateRead')}</span>;
  return (
    <span className={styles.unread}>
      <span className={styles.dot} aria-hidden="true" />
      {t('Inbox.stateUnread')}
    </span>
  );
}

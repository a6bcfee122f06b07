import styles from './Inbox.module.css';

/** Whether a message was read, in words; "Unread" also carries weight and a dot, never colour alone. */
export function ReadState({ read }: { read: boolean }) {
  if (read) return <span className={styles.read}>Read</span>;
  return (
    <span className={styles.unread}>
      <span className={styles.dot} aria-hidden="true" />
      Unread
    </span>
  );
}

import type { ContactMessage } from '@clinic/shared/contract';
import { useT } from '../../../i18n';
import { replyLinks } from '../inbox';
import styles from './Inbox.module.css';

/** A message in full, with the ways to answer it. */
export function MessageDetail({ message }: { message: ContactMessage }) {
  const t = useT();
  // The staff panel renders in the browser only, so the device can be read directly.
  const links = replyLinks(message, navigator.userAgent, navigator.maxTouchPoints ?? 0);
  return (
    <div className={styles.detail}>
      <p className={styles.fullText}>{message.message}</p>
      {message.newsletter && <p className={styles.note}>{t('Inbox.newsletter')}</p>}
      <ul className={styles.replies} aria-label={t('Inbox.replyTo', { name: message.name })}>
        {links.map((link) => (
          <li key={link.href}>
            <a
              className={styles.reply}
              href={link.href}
              {...(link.href.startsWith('https:') ? { target: '_blank', rel: 'noreferrer' } : {})}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

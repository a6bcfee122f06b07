import { CLINIC, mailLink, telLink } from '@clinic/shared/clinic';
import { useChatLink } from '@clinic/shared/ui';
import styles from './FloatingContact.module.css';

/** Chat, e-mail and call, always in reach; chat first, since many of our patients hear poorly on the phone. */
export function FloatingContact() {
  const chatLink = useChatLink();
  return (
    <div className={styles.floating} role="group" aria-label="Quick contact">
      <a className={`${styles.fab} ${styles.chat}`} href={chatLink} target="_blank" rel="noreferrer">
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Chat with us</span>
      </a>
      <a className={`${styles.fab} ${styles.mail}`} href={mailLink()}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span className="visually-hidden">E-mail {CLINIC.email}</span>
      </a>
      <a className={`${styles.fab} ${styles.call}`} href={telLink(CLINIC.phones[0])}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L16 12l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">Call {CLINIC.phones[0]}</span>
      </a>
    </div>
  );
}

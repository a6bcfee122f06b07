import { useEffect, useId, useRef, useState } from 'react';
import { CLINIC, mailLink, telLink } from '@clinic/shared/clinic';
import { useChatLink } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import styles from './FloatingContact.module.css';
import './floating-room.css';

const CHAT_ICON = (
  <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
  </svg>
);

/**
 * Chat, e-mail and call, always in reach; chat first, since many of our patients hear poorly on the phone.
 * On wide screens the three stand in a column at the right edge. Up to 900 px they fold behind one button
 * in a bar across the bottom of the screen (decision 38): the page keeps the bar's room at its end and
 * around anything focused (floating-room.css, Footer.module.css), so no control or text is ever left under
 * it. The button opens the three, with their names; Escape or a click elsewhere closes them, focus returns.
 */
export function FloatingContact() {
  const t = useT();
  const chatLink = useChatLink();
  const [open, setOpen] = useState(false);
  const linksId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const outside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  return (
    <div className={styles.floating} data-open={open || undefined} data-testid="floating-contact" ref={ref}>
      {/* Choosing one closes the three; Enter on a link fires click too. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <div id={linksId} className={styles.links} role="group" aria-label={t('FloatingContact.group')} onClick={() => setOpen(false)}>
        <a className={`${styles.fab} ${styles.chat}`} href={chatLink} target="_blank" rel="noreferrer">
          {CHAT_ICON}
          <span className={styles.label}>{t('common.chatWithUs')}</span>
        </a>
        <a className={`${styles.fab} ${styles.mail}`} href={mailLink()}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <span className={styles.label}>{t('FloatingContact.email', { email: CLINIC.email })}</span>
        </a>
        <a className={`${styles.fab} ${styles.call}`} href={telLink(CLINIC.phones[0])}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L16 12l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z" fill="currentColor" />
          </svg>
          <span className={styles.label}>{t('FloatingContact.call', { phone: CLINIC.phones[0] })}</span>
        </a>
      </div>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={linksId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? (
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        ) : (
          CHAT_ICON
        )}
        {t('FloatingContact.toggle')}
      </button>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { CLINIC, mailLink, telLink } from '@clinic/shared/clinic';
import { useAuthStore } from '@clinic/shared/stores';
import { useChatLink, useHydrated, wrapFocus } from '@clinic/shared/ui';
import { useAllWords, useT } from '../../i18n';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { NavLinkItems } from './NavLinkItems';
import { CREATE_ACCOUNT_PATH, LOG_IN_PATH } from './nav-links';
import styles from './MobileMenu.module.css';

/**
 * Small screens: a full-screen overlay menu. It is a modal <dialog>: the rest of the page is inert,
 * Escape closes it, Tab cycles inside it, and on close focus goes back to the button that opened it.
 */
export function MobileMenu({ bookHref }: { bookHref: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const token = useAuthStore((s) => s.token);
  const chatLink = useChatLink();
  // The dialog lives in <body>, outside the markup a server writes: it is added once the page is the browser's,
  // and its words are in (the page was served only the words it drew). A tap before that opens it then.
  const hydrated = useHydrated();
  const allWords = useAllWords();
  const ready = hydrated && allWords;

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      toggleRef.current?.focus();
    }
  }, [open, ready]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('MobileMenu.open')}</span>
      </button>
      {ready &&
        createPortal(
          <dialog
            ref={dialogRef}
            className={styles.overlay}
            aria-label={t('MobileMenu.label')}
            onClose={() => setOpen(false)}
            onKeyDown={(event) => wrapFocus(event, event.currentTarget)}
          >
            <div className={styles.top}>
              <span className={styles.brand}>{CLINIC.name}</span>
              <button type="button" className={styles.close} onClick={() => setOpen(false)}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('MobileMenu.close')}</span>
              </button>
            </div>
            <nav aria-label={t('MobileMenu.nav')}>
              <ul className={styles.links}>
                <NavLinkItems onNavigate={() => setOpen(false)} />
              </ul>
            </nav>
            <LanguageSwitcher className={styles.languages} onChosen={() => setOpen(false)} />
            <div className={styles.actions}>
              <Link to={bookHref} className={styles.book} onClick={() => setOpen(false)}>
                {t('common.bookAppointment')}
              </Link>
              {!token && (
                <>
                  <Link to={LOG_IN_PATH} className={styles.account} onClick={() => setOpen(false)}>
                    {t('common.logIn')}
                  </Link>
                  <Link to={CREATE_ACCOUNT_PATH} className={styles.account} onClick={() => setOpen(false)}>
                    {t('common.createAccount')}
                  </Link>
                </>
              )}
            </div>
            <ul className={styles.contact} aria-label={t('MobileMenu.contact')}>
              <li>
                <a href={chatLink} target="_blank" rel="noreferrer">
                  {t('common.chatWithUs')}
                </a>
              </li>
              <li>
                <a href={mailLink()}>{CLINIC.email}</a>
              </li>
              <li>
                <a href={telLink(CLINIC.phones[0])}>{CLINIC.phones[0]}</a>
              </li>
            </ul>
          </dialog>,
          document.body,
        )}
    </>
  );
}

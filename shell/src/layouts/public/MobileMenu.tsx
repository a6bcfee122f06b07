import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { CLINIC, mailLink, telLink } from '@clinic/shared/clinic';
import { useAuthStore } from '@clinic/shared/stores';
import { useChatLink, useHydrated, wrapFocus } from '@clinic/shared/ui';
import { NavLinkItems } from './NavLinkItems';
import { CREATE_ACCOUNT_PATH, LOG_IN_PATH } from './nav-links';
import styles from './MobileMenu.module.css';

/**
 * Small screens: a full-screen overlay menu. It is a modal <dialog>: the rest of the page is inert,
 * Escape closes it, Tab cycles inside it, and on close focus goes back to the button that opened it.
 */
export function MobileMenu({ bookHref }: { bookHref: string }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const token = useAuthStore((s) => s.token);
  const chatLink = useChatLink();
  // The dialog lives in <body>, outside the markup a server writes: it is added once the page is the browser's.
  const hydrated = useHydrated();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      toggleRef.current?.focus();
    }
  }, [open]);

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
        <span className="visually-hidden">Open menu</span>
      </button>
      {hydrated &&
        createPortal(
          <dialog
            ref={dialogRef}
            className={styles.overlay}
            aria-label="Menu"
            onClose={() => setOpen(false)}
            onKeyDown={(event) => wrapFocus(event, event.currentTarget)}
          >
            <div className={styles.top}>
              <span className={styles.brand}>{CLINIC.name}</span>
              <button type="button" className={styles.close} onClick={() => setOpen(false)}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Close menu</span>
              </button>
            </div>
            <nav aria-label="Mobile">
              <ul className={styles.links}>
                <NavLinkItems onNavigate={() => setOpen(false)} />
              </ul>
            </nav>
            <div className={styles.actions}>
              <Link to={bookHref} className={styles.book} onClick={() => setOpen(false)}>
                Book Appointment
              </Link>
              {!token && (
                <>
                  <Link to={LOG_IN_PATH} className={styles.account} onClick={() => setOpen(false)}>
                    Log in
                  </Link>
                  <Link to={CREATE_ACCOUNT_PATH} className={styles.account} onClick={() => setOpen(false)}>
                    Create account
                  </Link>
                </>
              )}
            </div>
            <ul className={styles.contact} aria-label="Contact the clinic">
              <li>
                <a href={chatLink} target="_blank" rel="noreferrer">
                  Chat with us
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

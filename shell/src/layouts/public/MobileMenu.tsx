import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuthStore } from '@clinic/shared/stores';
import { NAV_LINKS } from './nav-links';
import styles from './MobileMenu.module.css';

/** Small screens: a full-screen overlay menu, a modal dialog that Escape closes and that keeps focus inside. */
export function MobileMenu({ bookHref }: { bookHref: string }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const token = useAuthStore((s) => s.token);

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(true)}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Open menu</span>
      </button>
      {createPortal(
        <dialog ref={dialogRef} className={styles.overlay} aria-label="Menu" onClose={() => setOpen(false)}>
          <button type="button" className={styles.close} onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close menu</span>
          </button>
          <nav aria-label="Mobile">
            <ul>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <Link to={bookHref}>Book Appointment</Link>
              </li>
              {!token && (
                <li>
                  <Link to="/login">Create account</Link>
                </li>
              )}
            </ul>
          </nav>
        </dialog>,
        document.body,
      )}
    </>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuthStore, useProfileStore } from '@clinic/shared/stores';
import { useT } from '../../i18n';
import styles from './UserMenu.module.css';

/**
 * The logged-in patient's menu: a disclosure button with their picture. Escape or a click outside
 * closes it; Escape puts focus back on the button.
 */
export function UserMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const profile = useProfileStore((s) => s.profile);
  const hasStaffToken = useAuthStore((s) => Boolean(s.aToken || s.dToken));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusMove = (event: FocusEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('focusin', onFocusMove);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('focusin', onFocusMove);
    };
  }, [open]);

  const logout = () => {
    useAuthStore.getState().clearToken('token');
    useProfileStore.getState().clear();
    setOpen(false);
    navigate('/login');
  };

  const initial = profile?.name?.trim()[0]?.toUpperCase() ?? '';

  return (
    <div className={styles.userMenu} ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {profile?.image ? (
          <img src={profile.image} alt="" width={40} height={40} className={styles.avatar} />
        ) : (
          <span className={styles.avatarPlaceholder} aria-hidden="true">
            {initial}
          </span>
        )}
        <svg className={styles.caret} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M3 5l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="visually-hidden">{profile ? t('UserMenu.labelFor', { name: profile.name }) : t('UserMenu.label')}</span>
      </button>
      {/* Choosing any link closes the menu; the links are what is interactive (Enter on one fires click too). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul id={menuId} className={styles.dropdown} hidden={!open} onClick={() => setOpen(false)}>
        {profile && (
          <li className={styles.who} aria-hidden="true">
            {profile.name}
          </li>
        )}
        {hasStaffToken && (
          <li>
            <Link to="/">{t('UserMenu.dashboard')}</Link>
          </li>
        )}
        <li>
          <Link to="/my-profile">{t('UserMenu.myProfile')}</Link>
        </li>
        <li>
          <Link to="/my-appointments">{t('UserMenu.myAppointments')}</Link>
        </li>
        <li>
          <button type="button" onClick={logout}>
            {t('common.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

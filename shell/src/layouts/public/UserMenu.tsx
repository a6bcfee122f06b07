import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuthStore, useProfileStore } from '@clinic/shared/stores';
import styles from './Header.module.css';

export function UserMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const profile = useProfileStore((s) => s.profile);
  const hasStaffToken = useAuthStore((s) => Boolean(s.aToken || s.dToken));

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const logout = () => {
    useAuthStore.getState().clearToken('token');
    useProfileStore.getState().clear();
    setOpen(false);
    navigate('/login');
  };

  return (
    <div className={styles.userMenu} ref={ref}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {profile?.image ? (
          <img src={profile.image} alt="" width={40} height={40} className={styles.avatar} />
        ) : (
          <span className={styles.avatarPlaceholder} aria-hidden="true" />
        )}
        <span className="visually-hidden">Account menu{profile ? ` for ${profile.name}` : ''}</span>
      </button>
      {open && (
        <ul id={menuId} className={styles.dropdown} onClick={() => setOpen(false)}>
          {hasStaffToken && (
            <li>
              <Link to="/">Dashboard</Link>
            </li>
          )}
          <li>
            <Link to="/my-profile">My Profile</Link>
          </li>
          <li>
            <Link to="/my-appointments">My Appointments</Link>
          </li>
          <li>
            <button type="button" onClick={logout}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

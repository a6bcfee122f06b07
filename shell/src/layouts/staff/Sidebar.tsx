import { NavLink } from 'react-router-dom';
import type { StaffRole } from '@clinic/shared/stores';
import { useT } from '../../i18n';
import { STAFF_ROUTES, type StaffRoute } from '../../remotes/routes';
import { ApiStatus } from './ApiStatus';
import { useMayOpen } from './useMayOpen';
import type { ApiHealth } from './useApiHealth';
import styles from './StaffLayout.module.css';

const ICONS: Record<NonNullable<StaffRoute['icon']>, string> = {
  dashboard: 'M3 13h8V3H3zm10 8h8V11h-8zM3 21h8v-6H3zm10-18v6h8V3z',
  appointments: 'M7 2v3M17 2v3M3 8h18M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  add: 'M12 5v14M5 12h14',
  doctors: 'M16 21v-2a4 4 0 0 0-8 0v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  patients: 'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  inbox:
    'M22 12h-6l-2 3h-4l-2-3H2M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z',
  // A paper plane: the messages sent to patients, doctors and the clinic (decision 46).
  outbox: 'M22 2 11 13M22 2l-7 20-4-9-9-4 20-7z',
  // A clock: the clinic's opening hours (decision 44).
  schedule: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  profile: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  // A list with a tick: who did what (decision 47).
  audit: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  // A shield: sign-in security (decision 47).
  security: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  // Two people: the owner's staff accounts (decision 55).
  staff: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
};

/**
 * Each entry's words by its icon: routes.ts keeps the English label (which says which routes are listed),
 * the catalog the words shown (StaffLayout.sidebar.*, whose English is the same; Sidebar.test.tsx holds them together).
 */
export const sidebarKey = (icon: NonNullable<StaffRoute['icon']>) => `StaffLayout.sidebar.${icon}` as const;

export function Sidebar({ role, open, health }: { role: StaffRole; open: boolean; health: ApiHealth }) {
  const t = useT();
  const mayOpen = useMayOpen(role);
  const entries = STAFF_ROUTES[role].filter((r) => r.label && mayOpen(r));
  return (
    <aside id="staff-sidebar" className={`${styles.sidebar} ${open ? styles.sidebarOpen : ''}`} aria-label={t('StaffLayout.sidebarLabel')}>
      <nav>
        <ul>
          {entries.map((entry) => (
            <li key={entry.path}>
              <NavLink to={entry.path} end className={({ isActive }) => (isActive ? styles.activeLink : undefined)}>
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d={ICONS[entry.icon!]}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {t(sidebarKey(entry.icon!))}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <ApiStatus health={health} place="sidebar" />
    </aside>
  );
}

import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { StaffRole } from '@clinic/shared/stores';
import { useT } from '../../i18n';
import { TopBar } from './TopBar';
import { Sidebar } from './Sidebar';
import { useApiHealth } from './useApiHealth';
import { useMayOpen } from './useMayOpen';
import { matchesRoute, STAFF_ROUTES } from '../../remotes/routes';
import styles from './StaffLayout.module.css';

export function StaffLayout({ role }: { role: StaffRole }) {
  const t = useT();
  // Below 1024 px the sidebar is collapsed until asked for (spec section 9).
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const location = useLocation();
  const health = useApiHealth();
  const mayOpen = useMayOpen(role);
  // A page the role may not use (the front desk at /inbox) goes to the dashboard, which every role has.
  const page = STAFF_ROUTES[role].find((r) => matchesRoute(r.path, location.pathname));
  const allowed = !page || page.path === '/' || mayOpen(page);
  useEffect(() => setSidebarOpen(false), [location.pathname]);
  // The open sidebar covers the page on narrow screens; Escape closes it and returns to its toggle.
  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setSidebarOpen(false);
      document.querySelector<HTMLElement>('[aria-controls="staff-sidebar"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main-content">
        {t('common.skipToContent')}
      </a>
      <TopBar role={role} health={health} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((o) => !o)} />
      <div className={styles.body}>
        <Sidebar role={role} open={sidebarOpen} health={health} />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {allowed ? <Outlet /> : <Navigate to="/" replace />}
        </main>
      </div>
    </div>
  );
}

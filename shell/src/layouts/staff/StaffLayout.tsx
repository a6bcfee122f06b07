import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { StaffRole } from '@clinic/shared/stores';
import { TopBar } from './TopBar';
import { Sidebar } from './Sidebar';
import styles from './StaffLayout.module.css';

export function StaffLayout({ role }: { role: StaffRole }) {
  // Below 1024 px the sidebar is collapsed until asked for (spec section 9).
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setSidebarOpen(false), [location.pathname]);

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main-content">
        Skip to main content
      </a>
      <TopBar role={role} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((o) => !o)} />
      <div className={styles.body}>
        <Sidebar role={role} open={sidebarOpen} />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

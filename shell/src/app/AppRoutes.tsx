import { Navigate, Route, Routes } from 'react-router-dom';
import { selectStaffRole, useAuthStore } from '@clinic/shared/stores';
import { Spinner } from '@clinic/shared/ui';
import { PUBLIC_ROUTES, STAFF_ROUTES } from '../remotes/routes';
import { RemotePage } from '../remotes/RemotePage';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { NotFoundPage } from './NotFoundPage';
import { useLoadedComponent } from './useLoadedComponent';

/** The staff panel's frame is fetched only by staff, so the public site does not carry it. */
export const loadStaffLayout = () => import('../layouts/staff/StaffLayout').then((m) => m.StaffLayout);

/** While an admin or doctor token exists the routes switch to the staff panel (spec section 2). */
export function AppRoutes() {
  const role = useAuthStore(selectStaffRole);
  const StaffLayout = useLoadedComponent(role ? loadStaffLayout : null);

  if (role) {
    const layout = StaffLayout ? <StaffLayout role={role} /> : <Spinner />;
    return (
      <Routes>
        <Route element={layout}>
          {STAFF_ROUTES[role].map((r) => (
            <Route key={r.path} path={r.path} element={<RemotePage key={r.page} id={r.page} />} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    );
  }

  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PUBLIC_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={<RemotePage key={r.page} id={r.page} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

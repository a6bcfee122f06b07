import { Navigate, Route, Routes } from 'react-router-dom';
import { selectStaffRole, useAuthStore } from '@clinic/shared/stores';
import { PUBLIC_ROUTES, STAFF_ROUTES } from '../remotes/routes';
import { RemotePage } from '../remotes/RemotePage';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { StaffLayout } from '../layouts/staff/StaffLayout';
import { NotFoundPage } from './NotFoundPage';

/** While an admin or doctor token exists the routes switch to the staff panel (spec section 2). */
export function AppRoutes() {
  const role = useAuthStore(selectStaffRole);

  if (role) {
    return (
      <Routes>
        <Route element={<StaffLayout role={role} />}>
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

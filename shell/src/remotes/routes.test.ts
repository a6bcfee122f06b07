import { matchPath } from 'react-router-dom';
import { matchesRoute, pageAt, PUBLIC_ROUTES, STAFF_ROUTES } from './routes';

const ownerOf = (page: string) => page.split('/')[0];

test('every route of spec section 2 is routed to the remote that owns it', () => {
  const owners = Object.fromEntries(PUBLIC_ROUTES.map((r) => [r.path, ownerOf(r.page)]));
  expect(owners).toEqual({
    '/': 'mf_public',
    '/about': 'mf_public',
    '/services': 'mf_public',
    '/doctors': 'mf_public',
    '/doctors/:speciality': 'mf_public',
    '/contact': 'mf_public',
    '/login': 'mf_patient',
    '/appointment/:docId': 'mf_patient',
    '/my-appointments': 'mf_patient',
    '/my-profile': 'mf_patient',
    '/verify': 'mf_patient',
    '/receipt/:appointmentId': 'mf_patient',
    '/unsubscribe': 'mf_patient',
    '/forgot-password': 'mf_patient',
    '/reset-password': 'mf_patient',
    '/confirm-email': 'mf_patient',
    '/keep-appointment': 'mf_patient',
    '/privacy': 'mf_public',
    '/admin-login': 'mf_admin',
  });
  expect(STAFF_ROUTES.admin.map((r) => r.path)).toEqual([
    '/',
    '/all-appointments',
    '/add-doctor',
    '/doctor-list',
    '/edit-doctor/:docId',
    '/doctor-schedule/:docId',
    '/patients',
    '/inbox',
    '/outbox',
    '/schedule',
    '/audit-log',
    '/security',
    // The owner's staff accounts (decision 55), listed for a role with `staff.read`.
    '/staff',
  ]);
  // Reached from the doctor list's Edit, not listed in the sidebar (decision 42).
  expect(STAFF_ROUTES.admin.find((r) => r.path === '/edit-doctor/:docId')?.label).toBeUndefined();
  // Reached from each doctor's Schedule link in the doctor list (issue 20).
  expect(STAFF_ROUTES.admin.find((r) => r.path === '/doctor-schedule/:docId')?.label).toBeUndefined();
  expect(STAFF_ROUTES.admin.every((r) => ownerOf(r.page) === 'mf_admin')).toBe(true);
  expect(STAFF_ROUTES.doctor.map((r) => r.path)).toEqual(['/', '/doctor-dashboard', '/doctor-appointments', '/doctor-profile']);
  expect(STAFF_ROUTES.doctor.every((r) => ownerOf(r.page) === 'mf_doctor')).toBe(true);
});

test('the page a path starts with is the one the routes render for that visitor', () => {
  expect(pageAt('/', null)).toBe('mf_public/HomePage');
  expect(pageAt('/appointment/abc', null)).toBe('mf_patient/AppointmentPage');
  expect(pageAt('/', 'admin')).toBe('mf_admin/AdminDashboardPage');
  expect(pageAt('/doctor-profile', 'doctor')).toBe('mf_doctor/DoctorProfilePage');
  expect(pageAt('/no-such-page', null)).toBeUndefined();
});

test('the first-page matcher agrees with react-router on every route and a range of paths', () => {
  const patterns = [...PUBLIC_ROUTES, ...STAFF_ROUTES.admin, ...STAFF_ROUTES.doctor].map((r) => r.path);
  const paths = [
    '/',
    '/about',
    '/About',
    '/about/',
    '/about/x',
    '/doctors',
    '/doctors/',
    '/doctors/Audiologist',
    '/doctors/Ear%20Nose',
    '/doctors/a/b',
    '/appointment/8f1c',
    '/appointment',
    '/appointment//',
    '/my-appointments',
    '/my-appointmentsx',
    '/verify',
    '/doctor-dashboard',
    '/DOCTOR-PROFILE',
    '/all-appointments/',
    '//',
    '/no-such-page',
  ];
  for (const pattern of patterns)
    for (const path of paths)
      expect([pattern, path, matchesRoute(pattern, path)]).toEqual([pattern, path, matchPath(pattern, path) !== null]);
});

import type { RemotePageId } from '@clinic/shared/federation';
import type { StaffRole } from '@clinic/shared/tokens';

export interface RemoteRoute {
  path: string;
  /** `<remote>/<exposed page>`: only pages of the federation contract, which every remote build is checked against. */
  page: RemotePageId;
}

/** Spec section 2, public and patient routes. */
export const PUBLIC_ROUTES: RemoteRoute[] = [
  { path: '/', page: 'mf_public/HomePage' },
  { path: '/about', page: 'mf_public/AboutPage' },
  { path: '/services', page: 'mf_public/ServicesPage' },
  { path: '/doctors', page: 'mf_public/DoctorsPage' },
  { path: '/doctors/:speciality', page: 'mf_public/DoctorsPage' },
  { path: '/contact', page: 'mf_public/ContactPage' },
  { path: '/login', page: 'mf_patient/LoginPage' },
  { path: '/appointment/:docId', page: 'mf_patient/AppointmentPage' },
  { path: '/my-appointments', page: 'mf_patient/MyAppointmentsPage' },
  { path: '/my-profile', page: 'mf_patient/MyProfilePage' },
  { path: '/verify', page: 'mf_patient/VerifyPage' },
  { path: '/receipt/:appointmentId', page: 'mf_patient/ReceiptPage' },
  { path: '/unsubscribe', page: 'mf_patient/UnsubscribePage' },
  { path: '/forgot-password', page: 'mf_patient/ForgotPasswordPage' },
  { path: '/reset-password', page: 'mf_patient/ResetPasswordPage' },
  { path: '/confirm-email', page: 'mf_patient/ConfirmEmailPage' },
  { path: '/keep-appointment', page: 'mf_patient/KeepAppointmentPage' },
  { path: '/privacy', page: 'mf_public/PrivacyPage' },
  { path: '/admin-login', page: 'mf_admin/StaffLoginPage' },
];

export interface StaffRoute extends RemoteRoute {
  /** The sidebar entry; routes without one are reachable but not listed. */
  label?: string;
  icon?:
    | 'dashboard'
    | 'appointments'
    | 'add'
    | 'doctors'
    | 'patients'
    | 'inbox'
    | 'outbox'
    | 'schedule'
    | 'profile'
    | 'audit'
    | 'security'
    | 'staff';
}

/** Spec section 2, staff panel. A doctor at `/` sees the doctor dashboard. */
export const STAFF_ROUTES: Record<StaffRole, StaffRoute[]> = {
  admin: [
    { path: '/', page: 'mf_admin/AdminDashboardPage', label: 'Dashboard', icon: 'dashboard' },
    { path: '/all-appointments', page: 'mf_admin/AllAppointmentsPage', label: 'Appointments', icon: 'appointments' },
    { path: '/add-doctor', page: 'mf_admin/AddDoctorPage', label: 'Add Doctor', icon: 'add' },
    { path: '/doctor-list', page: 'mf_admin/DoctorListPage', label: 'Doctors List', icon: 'doctors' },
    { path: '/edit-doctor/:docId', page: 'mf_admin/EditDoctorPage' },
    { path: '/doctor-schedule/:docId', page: 'mf_admin/DoctorSchedulePage' },
    { path: '/patients', page: 'mf_admin/PatientsPage', label: 'Patients', icon: 'patients' },
    { path: '/inbox', page: 'mf_admin/InboxPage', label: 'Inbox', icon: 'inbox' },
    { path: '/outbox', page: 'mf_admin/OutboxPage', label: 'Sent messages', icon: 'outbox' },
    { path: '/schedule', page: 'mf_admin/SchedulePage', label: 'Schedule', icon: 'schedule' },
    { path: '/audit-log', page: 'mf_admin/AuditLogPage', label: 'Audit log', icon: 'audit' },
    { path: '/security', page: 'mf_admin/SecurityPage', label: 'Security', icon: 'security' },
    { path: '/staff', page: 'mf_admin/StaffPage', label: 'Staff', icon: 'staff' },
  ],
  doctor: [
    { path: '/', page: 'mf_doctor/DoctorDashboardPage' },
    { path: '/doctor-dashboard', page: 'mf_doctor/DoctorDashboardPage', label: 'Dashboard', icon: 'dashboard' },
    { path: '/doctor-appointments', page: 'mf_doctor/DoctorAppointmentsPage', label: 'Appointments', icon: 'appointments' },
    { path: '/doctor-profile', page: 'mf_doctor/DoctorProfilePage', label: 'Profile', icon: 'profile' },
  ],
};

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether a path is one of a route's, as react-router matches these patterns (static segments in any
 * case, `:params` of at least one character, a trailing slash or none). Written out so that the first
 * page can start loading before react-router has arrived; routes.test.ts holds it to react-router's.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part.toLowerCase() === have[i]!.toLowerCase());
}

/** The route a path matches for a visitor of that role (null: the public site), as AppRoutes routes it. */
export const routeAt = (pathname: string, role: StaffRole | null): RemoteRoute | undefined =>
  (role ? STAFF_ROUTES[role] : PUBLIC_ROUTES).find((r) => matchesRoute(r.path, pathname));

/** The page a path shows to a visitor of that role (null: the public site). */
export const pageAt = (pathname: string, role: StaffRole | null): RemotePageId | undefined => routeAt(pathname, role)?.page;

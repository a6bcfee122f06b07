import { accountRoleOf, roleCan, type PermissionString } from '@clinic/shared/permissions';
import { useAuthStore, type StaffRole } from '@clinic/shared/stores';

/**
 * The permission each page of the admin sign-in's panel needs (decision 55). Kept here, in the staff
 * panel's own chunk, not in the route table every public page downloads. A page not named is open to
 * every role of the sign-in; the api checks every call anyway.
 */
const PAGE_PERMISSIONS: Readonly<Record<string, PermissionString>> = {
  '/': 'dashboard.read',
  '/all-appointments': 'appointment.read',
  '/add-doctor': 'doctor.manage',
  '/doctor-list': 'doctor.read',
  '/edit-doctor/:docId': 'doctor.manage',
  '/doctor-schedule/:docId': 'schedule.read',
  '/patients': 'patient.read',
  '/inbox': 'inbox.read',
  '/outbox': 'outbox.read',
  '/schedule': 'schedule.read',
  '/audit-log': 'audit.read',
  '/security': 'security.read',
  '/staff': 'staff.read',
};

/**
 * Whether the signed-in member of staff may open a page of the panel, by its route's path: a page that
 * needs a permission is for the roles that hold it, as the admin sign-in's token says which role the
 * account has (an owner, an admin or the front desk); a doctor's pages are the doctor's. This keeps a page
 * that would only answer "not allowed" out of the sidebar and out of reach by its address.
 */
export function useMayOpen(role: StaffRole): (route: { path: string }) => boolean {
  const aToken = useAuthStore((s) => s.aToken);
  const accountRole = role === 'admin' ? accountRoleOf(aToken) : role;
  return ({ path }) => {
    const needs = role === 'admin' ? PAGE_PERMISSIONS[path] : undefined;
    return !needs || (accountRole !== null && roleCan(accountRole, needs));
  };
}

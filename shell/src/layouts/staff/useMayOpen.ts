import { accountRoleOf, roleCan } from '@clinic/shared/permissions';
import { useAuthStore, type StaffRole } from '@clinic/shared/stores';
import type { StaffRoute } from '../../remotes/routes';

/**
 * Whether the signed-in member of staff may open a page of the panel (decision 55): a page that names a
 * permission is for the roles that hold it, as the admin sign-in's token says which role the account has
 * (an owner, an admin or the front desk). The api checks every call anyway; this keeps a page that would
 * only answer "not allowed" out of the sidebar and out of reach by its address. Read here, in the staff
 * panel's own chunk, so the public pages do not carry the permission table.
 */
export function useMayOpen(role: StaffRole): (route: Pick<StaffRoute, 'can'>) => boolean {
  const aToken = useAuthStore((s) => s.aToken);
  const accountRole = role === 'admin' ? accountRoleOf(aToken) : role;
  return (route) => !route.can || (accountRole !== null && roleCan(accountRole, route.can));
}

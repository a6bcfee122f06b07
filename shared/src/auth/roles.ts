// Who can sign in, in one place (decision 55): every role union of the api and the panels is derived from
// these constants, so a new role is one entry here and its permissions in permissions.ts.

/** Every role an account can hold: the patient, and the clinic's staff. */
export const ROLES = ['patient', 'owner', 'admin', 'doctor', 'front_desk'] as const;
export type Role = (typeof ROLES)[number];

/** The roles of `staff_accounts`: the owner adds and removes the others (the configured admin is the first owner). */
export const STAFF_ROLES = ['owner', 'admin', 'doctor', 'front_desk'] as const satisfies readonly Role[];
export type StaffAccountRole = (typeof STAFF_ROLES)[number];

/** The roles the owner may add on the Staff page; doctors are added on Add doctor, the owner is configured. */
export const ADDABLE_STAFF_ROLES = ['admin', 'front_desk'] as const satisfies readonly StaffAccountRole[];
export type AddableStaffRole = (typeof ADDABLE_STAFF_ROLES)[number];

/**
 * The spec's three sign-ins (section 7): each has its token, its header and its panel. Owner, admin and
 * front desk sign in as `admin` (header `atoken`), where the account's role then says what they may do.
 */
export const SIGN_IN_KINDS = ['patient', 'doctor', 'admin'] as const;
export type SignInKind = (typeof SIGN_IN_KINDS)[number];
export type StaffSignInKind = Exclude<SignInKind, 'patient'>;

/** The sign-in each role uses. */
export const SIGN_IN_OF_ROLE = {
  patient: 'patient',
  owner: 'admin',
  admin: 'admin',
  front_desk: 'admin',
  doctor: 'doctor',
} as const satisfies Record<Role, SignInKind>;

/** The claim of an admin-sign-in token naming the account's role, for the panel's eyes only (decision 55). */
export const ACCOUNT_ROLE_CLAIM = 'acct';

/**
 * The role a stored admin-sign-in token says its account holds, for showing what it may open (the Staff
 * page); the api never trusts it, it reads the role from the account. A token from before the claim: admin.
 * Here rather than in tokens.ts, which every page bundles: only the staff layout reads it.
 */
export function accountRoleOf(token: string): Role | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const role = payload[ACCOUNT_ROLE_CLAIM];
    return (ROLES as readonly unknown[]).includes(role) ? (role as Role) : 'admin';
  } catch {
    return null;
  }
}

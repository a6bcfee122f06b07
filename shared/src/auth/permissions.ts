// What each role may do, as data (decision 55), in the shape of cal.com's permission registry: a permission
// is `${resource}.${action}` with a description, each call of the contract names the one it needs
// (contract/routes.ts), and the api's one guard checks it. Whose records an action reaches is not a
// permission: it follows from the caller (a patient their own, a doctor their own patients' appointments,
// other staff the clinic's), so the same permission serves every role that shares an action.
import type { Role } from './roles';

export * from './roles';

export const PERMISSIONS = {
  'account.read': 'See their own profile',
  'account.update': 'Change their own profile',
  'account.password': 'Change their own password',
  'account.signOut': 'End their own sessions everywhere',
  'account.twoFactor': 'Turn their own two-factor sign-in on or off',
  'account.proveContact': 'Prove their own phone or e-mail',
  'account.export': 'Download their own data',
  'account.delete': 'Delete their own account',
  'appointment.read': 'List appointments',
  'appointment.book': 'Book an appointment',
  'appointment.bookSeries': 'Book a weekly series',
  'appointment.cancel': 'Cancel an appointment',
  'appointment.move': 'Move an appointment to another time',
  'appointment.keep': 'Keep an unpaid booking from being released',
  'appointment.complete': 'Mark an appointment completed',
  'appointment.noShow': 'Mark a patient as not come',
  'series.cancel': 'Cancel the rest of a series',
  'payment.pay': 'Pay for an appointment online',
  'receipt.read': 'See a receipt',
  'dashboard.read': 'See the dashboard',
  'doctor.read': "See the doctors' records",
  'doctor.manage': 'Add, edit, make unavailable and delete doctors',
  'doctor.sendReset': 'Send a doctor a link to set a new password',
  'patient.read': "See patients' records",
  'patient.block': 'Block or unblock a patient',
  'patient.cancelAll': "Cancel all of a patient's upcoming appointments",
  'inbox.read': 'Read the contact form messages',
  'inbox.update': 'Mark contact form messages read',
  'outbox.read': 'See the messages sent',
  'outbox.retry': 'Send a failed message again',
  'schedule.read': "See the clinic's hours, closures and the doctors' weeks",
  'schedule.edit': "Change the clinic's hours, closures and the doctors' weeks",
  'service.edit': "Change a service's length and fee",
  'leave.read': 'See leave',
  'leave.edit': 'Add and remove leave',
  'audit.read': 'Read the audit log',
  'security.read': "See the clinic's security settings",
  'security.edit': "Change the clinic's security settings",
  'staff.read': 'See the staff accounts',
  'staff.manage': 'Add and remove staff accounts',
} as const satisfies Record<`${string}.${string}`, string>;

export type PermissionString = keyof typeof PERMISSIONS;
export const PERMISSION_STRINGS = Object.keys(PERMISSIONS) as PermissionString[];

const OWN_ACCOUNT = ['account.read', 'account.update', 'account.password', 'account.signOut'] as const;
const STAFF_ACCOUNT = ['account.twoFactor'] as const;
/** Booking, moving and cancelling for any patient: what the front desk does all day. */
const DESK = [
  'appointment.read',
  'appointment.bookSeries',
  'appointment.cancel',
  'appointment.move',
  'appointment.keep',
  'appointment.noShow',
  'dashboard.read',
  'doctor.read',
  'patient.read',
  'schedule.read',
  'leave.read',
] as const satisfies readonly PermissionString[];
/** The clinic's administration, everything but the staff accounts. */
const ADMIN = [
  ...STAFF_ACCOUNT,
  ...DESK,
  'doctor.manage',
  'doctor.sendReset',
  'patient.block',
  'patient.cancelAll',
  'inbox.read',
  'inbox.update',
  'outbox.read',
  'outbox.retry',
  'schedule.edit',
  'service.edit',
  'leave.edit',
  'audit.read',
  'security.read',
  'security.edit',
] as const satisfies readonly PermissionString[];

/** The one map of what each role may do. */
export const ROLE_PERMISSIONS: Record<Role, readonly PermissionString[]> = {
  patient: [
    ...OWN_ACCOUNT,
    'account.proveContact',
    'account.export',
    'account.delete',
    'appointment.read',
    'appointment.book',
    'appointment.cancel',
    'appointment.move',
    'appointment.keep',
    'series.cancel',
    'payment.pay',
    'receipt.read',
  ],
  doctor: [
    ...OWN_ACCOUNT,
    ...STAFF_ACCOUNT,
    'appointment.read',
    'appointment.bookSeries',
    'appointment.cancel',
    'appointment.move',
    'appointment.complete',
    'appointment.noShow',
    'appointment.keep',
    'dashboard.read',
    'leave.read',
    'leave.edit',
  ],
  front_desk: [...STAFF_ACCOUNT, ...DESK],
  admin: ADMIN,
  owner: [...ADMIN, 'staff.read', 'staff.manage'],
};

const granted = new Map(Object.entries(ROLE_PERMISSIONS).map(([role, list]) => [role, new Set<string>(list)]));

/** Whether a role holds a permission. */
export const roleCan = (role: Role, permission: PermissionString): boolean => granted.get(role)?.has(permission) ?? false;

import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_ROLES,
  isIsoDate,
  type AuditAction,
  type AuditActorRole,
  type AuditEntry,
  type AuditLogQuery,
} from '@clinic/shared/contract';

export const AUDIT_PAGE_SIZE = 20;
/** The api's longest actor id (an e-mail); a longer paste is cut rather than refused. */
const MAX_WHO = 254;

/** Each action in the words the admin reads ("Cancelled an appointment"). */
export const ACTION_LABEL: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out-everywhere': 'Signed out everywhere',
  'password-reset-requested': 'Asked for a password reset link',
  'password-reset-sent': 'Sent a password reset link',
  'password-reset': 'Reset their password',
  'password-changed': 'Changed their password',
  'two-factor-enrolled': 'Turned on two-factor sign-in',
  'two-factor-disabled': 'Turned off two-factor sign-in',
  'backup-code-used': 'Signed in with a backup code',
  'security-settings-changed': 'Changed the security settings',
  'appointment-cancelled': 'Cancelled an appointment',
  'appointment-rescheduled': 'Moved an appointment',
  'appointment-completed': 'Completed an appointment',
  'appointment-no-show': 'Marked an appointment No-show',
  'series-booked': 'Booked a weekly series',
  'patient-appointments-cancelled': 'Cancelled a patient’s appointments',
  'doctor-added': 'Added a doctor',
  'doctor-updated': 'Edited a doctor’s details',
  'doctor-deleted': 'Deleted a doctor',
  'doctor-availability-changed': 'Changed a doctor’s availability',
  'doctor-profile-updated': 'Updated their profile',
  'clinic-hours-changed': 'Changed the clinic’s hours',
  'closure-added': 'Closed the clinic for a day',
  'closure-deleted': 'Removed a closure',
  'doctor-hours-changed': 'Changed a doctor’s hours',
  'leave-added': 'Added leave',
  'leave-deleted': 'Removed leave',
  'patient-blocked': 'Blocked a patient',
  'patient-unblocked': 'Unblocked a patient',
  'message-retried': 'Retried a message',
  'data-exported': 'Downloaded their data',
  'account-deleted': 'Deleted their account',
};

/** The action select's groups, so forty choices read as a few short lists. */
export const ACTION_GROUPS: { label: string; actions: AuditAction[] }[] = [
  {
    label: 'Sign-in and security',
    actions: [
      'sign-in',
      'sign-in-failed',
      'sign-out-everywhere',
      'password-reset-requested',
      'password-reset-sent',
      'password-reset',
      'password-changed',
      'two-factor-enrolled',
      'two-factor-disabled',
      'backup-code-used',
      'security-settings-changed',
    ],
  },
  {
    label: 'Appointments',
    actions: ['appointment-cancelled', 'appointment-rescheduled', 'appointment-completed', 'appointment-no-show', 'series-booked'],
  },
  {
    label: 'Doctors',
    actions: ['doctor-added', 'doctor-updated', 'doctor-deleted', 'doctor-availability-changed', 'doctor-profile-updated'],
  },
  {
    label: 'Hours, closures and leave',
    actions: ['clinic-hours-changed', 'closure-added', 'closure-deleted', 'doctor-hours-changed', 'leave-added', 'leave-deleted'],
  },
  {
    label: 'Patients',
    actions: ['patient-appointments-cancelled', 'patient-blocked', 'patient-unblocked', 'data-exported', 'account-deleted'],
  },
  { label: 'Messages', actions: ['message-retried'] },
];

export const ROLE_LABEL: Record<AuditActorRole, string> = { admin: 'Admin', doctor: 'Doctor', patient: 'Patient', system: 'System' };

const TARGET_LABEL: Record<string, string> = {
  appointment: 'Appointment',
  series: 'Weekly series',
  doctor: 'Doctor',
  patient: 'Patient',
  closure: 'Closure',
  leave: 'Leave',
  message: 'Message',
  settings: 'Settings',
  account: 'Account',
};

/** The record an entry is about, in words, or null when it is about none. */
export function describeTarget(entry: Pick<AuditEntry, 'targetType' | 'targetId'>): { kind: string; id: string } | null {
  if (!entry.targetType && !entry.targetId) return null;
  return { kind: TARGET_LABEL[entry.targetType] ?? entry.targetType, id: entry.targetId };
}

const DETAIL_LABEL: Record<string, string> = {
  reason: 'Reason',
  cancelled: 'Appointments cancelled',
  cancelAffected: 'Booked appointments cancelled too',
  slotDate: 'Day',
  slotTime: 'Time',
  docId: 'Doctor',
  from: 'From',
  to: 'To',
  fromTime: 'From',
  toTime: 'Until',
  available: 'Available',
  fees: 'Fees',
  windowDays: 'Booking window (days)',
  minNoticeMinutes: 'Notice (minutes)',
  cancelCutoffMinutes: 'Cancel cut-off (minutes)',
  clinicHours: 'Back to the clinic’s hours',
  futureAppointmentsCancelled: 'Upcoming appointments cancelled',
  requireDoctorTwoFactor: 'Two-factor required for doctors',
  secondFactor: 'Second step',
  wrong: 'Wrong',
};

/** Words for the few coded values the api records (a failed sign-in's reason, the second step used). */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  wrong: { password: 'Password', code: 'Two-factor code' },
  secondFactor: { app: 'Code from the app', backup: 'Backup code' },
};

/** `D_M_YYYY` as people write it. */
const asDay = (value: string) => (/^\d{1,2}_\d{1,2}_\d{4}$/.test(value) ? value.replaceAll('_', '/') : value);

/** An entry's few facts as label and value, in words; nested values are shown as text. */
export function describeDetail(detail: Record<string, unknown>): { label: string; value: string }[] {
  return Object.entries(detail).map(([key, value]) => ({
    label: DETAIL_LABEL[key] ?? key,
    value:
      typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : typeof value === 'string'
          ? (VALUE_WORDS[key]?.[value] ?? asDay(value))
          : JSON.stringify(value),
  }));
}

/** The filters as the address keeps them (`?role=doctor&who=…&action=…&from=…&to=…`); '' is "any". */
export interface AuditFilters {
  role: AuditActorRole | '';
  who: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { role: '', who: '', action: '', from: '', to: '' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
const day = (value: string | null) => (value && isIsoDate(value) ? value : '');

/** The address → the filters; anything unreadable is "any", as a hand-edited address deserves. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    role: oneOf(AUDIT_ACTOR_ROLES, params.get('role')),
    who: (params.get('who') ?? '').trim().slice(0, MAX_WHO),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

export const isFiltered = (filters: AuditFilters) => Object.values(filters).some(Boolean);

/** The query of one page: `page` and `limit` always, each filter only when chosen. */
export function auditQuery(page: number, filters: AuditFilters): AuditLogQuery {
  return {
    page: Math.max(1, Math.floor(page)),
    limit: AUDIT_PAGE_SIZE,
    ...(filters.role && { actorRole: filters.role }),
    ...(filters.who && { actorId: filters.who }),
    ...(filters.action && { action: filters.action }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  };
}

/** Why the filters cannot be used as they are, by field; empty when they can. */
export function filterErrors(filters: AuditFilters): Partial<Record<keyof AuditFilters, string>> {
  return filters.from && filters.to && filters.to < filters.from ? { to: 'The “To” date must be on or after the “From” date' } : {};
}

/** What the empty list says. */
export const emptyTitle = (filters: AuditFilters) => (isFiltered(filters) ? 'No entries match these filters.' : 'Nothing recorded yet.');

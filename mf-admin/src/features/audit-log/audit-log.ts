import { slotDateToIsoDate } from '@clinic/shared/booking';
import {
  AUDIT_ACTIONS,
  DELETED_PATIENT_NAME,
  AUDIT_ACTOR_ROLES,
  isIsoDate,
  type AuditAction,
  type AuditActorRole,
  type AuditEntry,
  type AuditLogQuery,
} from '@clinic/shared/contract';
import { camelCase, translate } from '../../i18n';
import { editDoctorPath } from '../../lib/admin-paths';
import en from '../../locales/en.json';

export const AUDIT_PAGE_SIZE = 20;
/** The api's longest actor id (an e-mail); a longer paste is cut rather than refused. */
const MAX_WHO = 254;

/** Each action in the words the admin reads ("Cancelled an appointment"). */
export const actionLabel = (action: AuditAction) => translate(`AuditLog.action.${camelCase(action)}`);

type GroupKey = keyof typeof en.AuditLog.group;

/** The action select's groups, so forty choices read as a few short lists. */
export const ACTION_GROUPS: { group: GroupKey; actions: AuditAction[] }[] = [
  {
    group: 'security',
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
      'staff-added',
      'staff-removed',
    ],
  },
  {
    group: 'appointments',
    actions: [
      'appointment-cancelled',
      'appointment-rescheduled',
      'appointment-completed',
      'appointment-no-show',
      'appointment-kept',
      'series-booked',
    ],
  },
  {
    group: 'doctors',
    actions: ['doctor-added', 'doctor-updated', 'doctor-deleted', 'doctor-availability-changed', 'doctor-profile-updated'],
  },
  {
    group: 'calendar',
    actions: [
      'clinic-hours-changed',
      'closure-added',
      'closure-deleted',
      'doctor-hours-changed',
      'leave-added',
      'leave-deleted',
      'service-updated',
    ],
  },
  {
    group: 'patients',
    actions: ['patient-appointments-cancelled', 'patient-blocked', 'patient-unblocked', 'data-exported', 'account-deleted'],
  },
  { group: 'messages', actions: ['message-retried'] },
];

export const groupLabel = (group: GroupKey) => translate(`AuditLog.group.${group}`);

export const roleLabel = (role: AuditActorRole) => translate(`AuditLog.role.${role}`);

/** Whether the api recorded this name as the role itself (the admin's name is "Admin", in English). */
export const isRoleName = (name: string, role: AuditActorRole) => name === en.AuditLog.role[role] || name === roleLabel(role);

const has = <T extends object>(words: T, key: string): key is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(words, key);

/** The record an entry is about, in words, or null when it is about none. */
export function describeTarget(entry: Pick<AuditEntry, 'targetType' | 'targetId'>): { kind: string; id: string } | null {
  if (!entry.targetType && !entry.targetId) return null;
  const type = entry.targetType;
  return { kind: has(en.AuditLog.target, type) ? translate(`AuditLog.target.${type}`) : type, id: entry.targetId };
}

/**
 * Where the panel shows an entry's record (decision 47): a doctor's edit page; the Patients list searched for
 * the patient; All Appointments on the appointment's day, searched for its patient. Null for a record that
 * is gone or has no page.
 */
export function targetLink(entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'target'>): string | null {
  const { target } = entry;
  if (!target?.present) return null;
  const search = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
  if (entry.targetType === 'doctor') return editDoctorPath(entry.targetId);
  if (entry.targetType === 'patient') return `/patients${search({ q: target.name })}`;
  if (entry.targetType === 'appointment' && target.slotDate) {
    const date = slotDateToIsoDate(target.slotDate);
    // A deleted patient's stored name would find every deleted patient's visit that day: the day alone.
    return `/all-appointments${search(target.name === DELETED_PATIENT_NAME ? { date } : { date, q: target.name })}`;
  }
  return null;
}

/** Words for the few coded values the api records (a failed sign-in's reason, the second step used). */
function valueInWords(key: string, value: string): string | undefined {
  if (key === 'wrong' && value === 'password') return translate('AuditLog.value.wrongPassword');
  if (key === 'wrong' && value === 'code') return translate('AuditLog.value.wrongCode');
  if (key === 'secondFactor' && value === 'app') return translate('AuditLog.value.secondFactorApp');
  if (key === 'secondFactor' && value === 'backup') return translate('AuditLog.value.secondFactorBackup');
  return undefined;
}

/** `D_M_YYYY` as people write it. */
const asDay = (value: string) => (/^\d{1,2}_\d{1,2}_\d{4}$/.test(value) ? value.replaceAll('_', '/') : value);

/** An entry's few facts as label and value, in words; nested values are shown as text. */
export function describeDetail(detail: Record<string, unknown>): { key: string; label: string; value: string }[] {
  return Object.entries(detail).map(([key, value]) => ({
    key,
    label: has(en.AuditLog.detail, key) ? translate(`AuditLog.detail.${key}`) : key,
    value:
      typeof value === 'boolean'
        ? value
          ? translate('AuditLog.yes')
          : translate('AuditLog.no')
        : typeof value === 'string'
          ? (valueInWords(key, value) ?? asDay(value))
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
  return filters.from && filters.to && filters.to < filters.from ? { to: translate('AuditLog.toBeforeFrom') } : {};
}

/** What the empty list says. */
export const emptyTitle = (filters: AuditFilters) =>
  isFiltered(filters) ? translate('AuditLog.emptyFiltered') : translate('AuditLog.empty');

import { isoDateToSlotDate } from '@clinic/shared/booking';
import type { AddLeaveRequest } from '@clinic/shared/contract';
import { formatClock } from '@clinic/shared/format';
import { translate as t } from '../../../i18n';

/** What the add-leave form holds: dates as the date fields give them (`YYYY-MM-DD`), times `HH:mm`. */
export interface LeaveFormValues {
  from: string;
  to: string;
  partDay: boolean;
  fromTime: string;
  toTime: string;
  reason: string;
}

export type LeaveField = keyof LeaveFormValues;
export type LeaveErrors = Partial<Record<LeaveField, string>>;

export const EMPTY_LEAVE: LeaveFormValues = { from: '', to: '', partDay: false, fromTime: '10:00', toTime: '13:30', reason: '' };

/** The fields in the order the form shows them: the first with an error takes the focus. */
export const FIELD_ORDER: readonly LeaveField[] = ['from', 'to', 'fromTime', 'toTime', 'reason'];

/**
 * The 30-minute grid the api accepts: a start from 00:00 to 23:30, an end from 00:30 to 24:00. The labels
 * are English; the form names each time with formatClock when it renders, in the language on screen.
 */
const grid = Array.from({ length: 49 }, (_, n) => `${String(Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`);
export const START_TIMES = grid.slice(0, -1).map((value) => ({ value, label: formatClock(value) }));
export const END_TIMES = grid.slice(1).map((value) => ({ value, label: formatClock(value) }));

const REASON_MAX = 120;

/**
 * The form's own checks, in the api's words where it has them (the screens carry no zod: decision 44's
 * rules are re-checked by the api, whose refusal is toasted).
 */
export function validateLeave(values: LeaveFormValues, todayIso?: string): LeaveErrors {
  const errors: LeaveErrors = {};
  if (!values.from) errors.from = t('LeaveForm.errorFrom');
  else if (todayIso && values.from < todayIso) errors.from = t('LeaveForm.errorPast');
  if (!values.partDay && values.to && values.from && values.to < values.from) errors.to = t('LeaveForm.errorTo');
  if (values.partDay && values.toTime <= values.fromTime) errors.toTime = t('LeaveForm.errorTimes');
  const reason = values.reason.trim();
  if (!reason) errors.reason = t('LeaveForm.errorReason');
  else if (reason.length > REASON_MAX) errors.reason = t('LeaveForm.errorReasonLong', { max: REASON_MAX });
  return errors;
}

/** The request for valid values: one day when only part of it is leave, `to` = `from` when not chosen. */
export function toLeaveRequest(values: LeaveFormValues): AddLeaveRequest {
  const from = isoDateToSlotDate(values.from);
  const reason = values.reason.trim();
  if (values.partDay) return { from, to: from, fromTime: values.fromTime, toTime: values.toTime, reason };
  return { from, to: isoDateToSlotDate(values.to || values.from), reason };
}

/**
 * A new From date moves To along when To was not chosen apart from it (empty, the same day as before, or
 * now before it): the default is one day of leave.
 */
export function withFrom(values: LeaveFormValues, from: string): LeaveFormValues {
  const followed = !values.to || values.to === values.from || (from !== '' && values.to < from);
  return { ...values, from, to: followed ? from : values.to };
}

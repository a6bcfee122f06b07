import type { AddLeaveRequest, Leave } from '@clinic/shared/contract';
import { gridMinutes, isoDateToSlotDate } from '@clinic/shared/booking';
import { translate } from '../../i18n';
import { dateInWords } from './schedule-text';

/** The add-leave form as typed: dates `YYYY-MM-DD` from date fields, times '' for the whole day. */
export interface LeaveDraft {
  from: string;
  to: string;
  fromTime: string;
  toTime: string;
  reason: string;
}

export const EMPTY_LEAVE: LeaveDraft = { from: '', to: '', fromTime: '', toTime: '', reason: '' };

export type LeaveErrors = Partial<Record<keyof LeaveDraft, string>>;

/** Each field's problem, in the form's order; none when the leave can be sent. */
export function leaveErrors(draft: LeaveDraft): LeaveErrors {
  const errors: LeaveErrors = {};
  if (!draft.from) errors.from = translate('LeavePanel.errorFrom');
  // ISO dates compare as text.
  if (draft.to && draft.from && draft.to < draft.from) errors.to = translate('LeavePanel.errorTo');
  const oneDay = !draft.to || draft.to === draft.from;
  if (draft.fromTime || draft.toTime) {
    if (!oneDay) errors.fromTime = translate('LeavePanel.errorTimesOneDay');
    else if (!draft.fromTime) errors.fromTime = translate('LeavePanel.errorFromTime');
    else if (!draft.toTime) errors.toTime = translate('LeavePanel.errorToTime');
    else if (gridMinutes(draft.toTime) <= gridMinutes(draft.fromTime)) errors.toTime = translate('LeavePanel.errorOrder');
  }
  if (!draft.reason.trim()) errors.reason = translate('common.giveReason');
  return errors;
}

/** What the api is sent: `to` is the first day when left empty; times only when both are given. */
export function leaveRequest(draft: LeaveDraft): AddLeaveRequest {
  const from = isoDateToSlotDate(draft.from);
  return {
    from,
    to: draft.to ? isoDateToSlotDate(draft.to) : from,
    ...(draft.fromTime && draft.toTime && { fromTime: draft.fromTime, toTime: draft.toTime }),
    reason: draft.reason.trim(),
  };
}

/** `Monday 3 November 2025, 10:00–13:00`, `Monday 3 November 2025`, or `Monday 3 November 2025 to Friday 7 November 2025`. */
export function leaveInWords(leave: Pick<Leave, 'from' | 'to' | 'fromTime' | 'toTime'>): string {
  if (leave.fromTime && leave.toTime)
    return translate('LeavePanel.oneDay', { date: dateInWords(leave.from), from: leave.fromTime, to: leave.toTime });
  if (leave.from === leave.to) return dateInWords(leave.from);
  return translate('LeavePanel.days', { from: dateInWords(leave.from), to: dateInWords(leave.to) });
}

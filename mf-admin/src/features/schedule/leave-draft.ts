import type { AddLeaveRequest, Leave } from '@clinic/shared/contract';
import { gridMinutes, isoDateToSlotDate } from '@clinic/shared/booking';
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
  if (!draft.from) errors.from = 'Choose the first day of leave';
  // ISO dates compare as text.
  if (draft.to && draft.from && draft.to < draft.from) errors.to = 'The last day cannot be before the first';
  const oneDay = !draft.to || draft.to === draft.from;
  if (draft.fromTime || draft.toTime) {
    if (!oneDay) errors.fromTime = 'Times can only be given for leave on a single day';
    else if (!draft.fromTime) errors.fromTime = 'Choose when the leave starts, or clear both times';
    else if (!draft.toTime) errors.toTime = 'Choose when the leave ends, or clear both times';
    else if (gridMinutes(draft.toTime) <= gridMinutes(draft.fromTime)) errors.toTime = 'The end must be after the start';
  }
  if (!draft.reason.trim()) errors.reason = 'Please give a reason';
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
  if (leave.fromTime && leave.toTime) return `${dateInWords(leave.from)}, ${leave.fromTime}–${leave.toTime}`;
  if (leave.from === leave.to) return dateInWords(leave.from);
  return `${dateInWords(leave.from)} to ${dateInWords(leave.to)}`;
}

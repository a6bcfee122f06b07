import type { CancelledBy } from '../../db/schema';

/** Who cancelled and why (issue 21): kept on the row, so the patient's message can say it. */
export interface Cancellation {
  by: CancelledBy;
  /** Told to the patient; none when staff gave none. */
  reason?: string;
}

/** The columns every cancel sets, whichever path it takes (one statement, or many rows at once). */
export const cancelledSet = ({ by, reason }: Cancellation) => ({ cancelled: true, cancelledBy: by, cancelReason: reason ?? '' });

/** The reasons the clinic gives when a change of its own cancels appointments. */
export const CLINIC_REASONS = {
  hoursChanged: "The clinic's hours changed",
  doctorHoursChanged: "The doctor's hours changed",
  doctorUnavailable: 'The doctor is not available',
  doctorLeft: 'The doctor is no longer with the clinic',
  // Not the leave's own reason: a doctor may write something private there ("surgery").
  doctorAway: 'The doctor is away at that time',
  // Issue 34: the clinic's policy for unpaid online bookings released it.
  holdReleased: 'It was not paid or confirmed in time',
} as const;

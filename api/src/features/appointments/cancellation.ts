import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, type CancelledBy } from '../../db/schema';
import { changeRecorded } from './events/event-log';
import { STATUS_CONDITION } from './status-filter';

/** Who cancelled and why (decision 46): kept on the row, so the patient's message can say it. */
export interface Cancellation {
  by: CancelledBy;
  /** The patient's or doctor's id, the admin's e-mail (decision 54's `cancelled` event); none for the clinic's own rules. */
  id?: string;
  /** Told to the patient; none when staff gave none. */
  reason?: string;
  /** The address a member of staff cancelled from (the audit log's); not kept on the row. */
  ip?: string;
}

/** The columns every cancel sets, whichever path it takes (one statement, or many rows at once). */
const cancelledSet = ({ by, reason }: Cancellation) => ({ status: 'cancelled' as const, cancelledBy: by, cancelReason: reason ?? '' });

/**
 * The one way appointments are cancelled, whichever path (one, a patient's all, a series' rest, a doctor's,
 * a calendar change, a deleted account, a released hold): the active rows matching `where` are cancelled
 * and each records its `cancelled` event in the same statement (decision 54), so the refund sweep, the
 * doctor list and the counts hear of every one. Only an active appointment is cancelled: the counts take
 * a cancel as one fewer active (migration 0035). Returns the ids it cancelled.
 */
export function cancelWhere(db: Db, where: SQL | undefined, cancellation: Cancellation): Promise<string[]> {
  const active = and(where, STATUS_CONDITION.active);
  return changeRecorded(db, db.update(appointments).set(cancelledSet(cancellation)).where(active).returning({ id: appointments.id }), {
    type: 'cancelled',
    by: { role: cancellation.by, id: cancellation.id, ...(cancellation.ip !== undefined && { ip: cancellation.ip }) },
    reason: cancellation.reason ?? '',
  });
}

/** The reasons the clinic gives when a change of its own cancels appointments. */
export const CLINIC_REASONS = {
  hoursChanged: "The clinic's hours changed",
  doctorHoursChanged: "The doctor's hours changed",
  doctorUnavailable: 'The doctor is not available',
  doctorLeft: 'The doctor is no longer with the clinic',
  // Not the leave's own reason: a doctor may write something private there ("surgery").
  doctorAway: 'The doctor is away at that time',
  // Decision 34: the clinic's policy for unpaid online bookings released it.
  holdReleased: 'It was not paid or confirmed in time',
} as const;

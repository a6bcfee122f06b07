import type { ClinicHours } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { calendarChanged, type Cancellation } from '../appointments';
import { cancelAppointments } from './affected-appointments';
import { bumpVersion, lockSettings } from './settings-repository';
import type { Text } from '../../i18n';

/** A change refused because it would leave active appointments outside the hours (the route's 409). */
export interface AffectedRefusal {
  refused: true;
  message: Text;
  affected: number;
}
export interface DoneChange<T> {
  refused: false;
  message: Text;
  value: T;
}
export type CalendarOutcome<T> = AffectedRefusal | DoneChange<T>;

class Refused extends Error {
  constructor(readonly refusal: AffectedRefusal) {
    super(String(refusal.message));
  }
}

/**
 * Every change of the calendar (hours, policy, closures, a doctor's week, leave) runs here, in one
 * transaction (decision 44): lock the settings row, let `work` count and cancel what it affects and
 * write, then move `schedule_version` on. A booking inserts only while the version it checked is still
 * current, so one racing a change is either counted by it or refused and checked again. A refusal rolls
 * everything back and comes back as a value; an HttpError (400, 404, 409) rolls back and propagates.
 */
export async function changeCalendar<T>(
  db: Db,
  work: (tx: Db, hours: ClinicHours) => Promise<{ message: Text; value: T }>,
): Promise<CalendarOutcome<T>> {
  try {
    return await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const done = await work(tx, await lockSettings(tx));
      await bumpVersion(tx);
      // The free slots show the calendar: dropped once this commits (event-subscribers), cancellations or none.
      await calendarChanged(tx);
      return { refused: false as const, ...done };
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/**
 * What becomes of the affected appointments: none, nothing to decide; otherwise, without
 * `cancelAffected: true`, the change is refused with `refusal(n)` and their number (there is no
 * "keep them outside the hours"); with it, they are cancelled. Returns how many were cancelled, or
 * undefined when none were affected (the answer then says nothing about them).
 */
export async function settleAffected(
  tx: Db,
  ids: string[],
  cancelAffected: boolean | undefined,
  refusal: (n: number) => Text,
  cancellation: Cancellation,
): Promise<number | undefined> {
  if (ids.length === 0) return undefined;
  if (cancelAffected !== true) throw new Refused({ refused: true, message: refusal(ids.length), affected: ids.length });
  return cancelAppointments(tx, ids, cancellation);
}

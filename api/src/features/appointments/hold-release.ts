import { and, inArray, isNull, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { appointments, clinicSettings } from '../../db/schema';
import { repeatEvery } from '../../repeat';
import { cancelWhere, CLINIC_REASONS } from './cancellation';
import { STATUS_CONDITION } from './status-filter';

/** Releases a pass frees at most; a full pass is followed by the next minute's. */
const BATCH = 100;

/** A booking that is still a hold: active, unpaid, kept by nobody, the patient's own (not a staff series). */
const stillHeld = and(STATUS_CONDITION.active, not(appointments.payment), isNull(appointments.keptBy), isNull(appointments.seriesId));

/**
 * Frees the unpaid online bookings whose release time has come (decision 34, `holdReleaseAt` of
 * @clinic/shared/booking, written again here in SQL): the clinic's `hold_release_minutes` before their start
 * (`starts_at`, the instant: no wall clock to read in a zone), not yet started, booked before that moment. Each is cancelled by the clinic with a reason,
 * so the patient is told as for any cancel (the `cancelled` message event), and the slot is free again.
 * Rows another replica is releasing are skipped; the statement re-checks each row it locked, so one paid
 * or kept a moment before stays. Returns how many it released.
 */
export async function releaseUnpaidHolds(db: Db): Promise<number> {
  const releaseMinutes = sql`(select ${clinicSettings.holdReleaseMinutes} from ${clinicSettings} where ${clinicSettings.id} = 1)`;
  const start = appointments.startsAt;
  const releaseAt = sql`(${start} - make_interval(mins => ${releaseMinutes}))`;
  const due = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        stillHeld,
        sql`${releaseMinutes} > 0`,
        sql`${releaseAt} <= now()`,
        sql`${start} > now()`,
        sql`${appointments.bookedAt} < ${releaseAt}`,
      ),
    )
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const released = await cancelWhere(db, and(inArray(appointments.id, due), stillHeld), {
    by: 'clinic',
    reason: CLINIC_REASONS.holdReleased,
  });
  return released.length;
}

/**
 * Every replica looks each minute (what is due is in the table, so a restart loses nothing); what the
 * released slots change elsewhere (the doctor list, open checkouts) follows their `cancelled` events.
 */
export function scheduleHoldRelease(app: FastifyInstance, db: Db, everyMs = 60_000) {
  repeatEvery(app, everyMs, () => releaseUnpaidHolds(db), 'could not release unpaid bookings; will try again');
}

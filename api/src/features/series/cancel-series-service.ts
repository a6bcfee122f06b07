import { canPatientCancel, hasStarted, slotStart } from '@clinic/shared/booking';
import { CLINIC } from '@clinic/shared/clinic';
import type { CancelSeriesRequest } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { msg, type Text } from '../../i18n';
import { APPOINTMENT_NOT_FOUND, TOO_SOON_TO_CANCEL, type ClinicClock } from '../appointments';
import { loadClinicHours } from '../calendar';
import { cancelSessions, sessionsOf } from './series-repository';

export const SERIES_NOT_FOUND = msg('Series not found');
export const NOTHING_LEFT = msg('No session of this series is left to cancel');

export interface SeriesCancelled {
  message: Text;
  cancelled: number;
  tooSoon: { slotDate: string; slotTime: string }[];
}

/**
 * The patient cancels the rest of their own series (decision 50): every active session not yet started,
 * from `fromAppointmentId`'s on (all of them without it), in one statement. Each session is held to the
 * clinic's cancellation cut-off as a single cancel is (`canPatientCancel`): those inside it stay booked and
 * are named in the answer; when every one is inside it, nothing changes (409). Another patient's series
 * does not exist for the caller (decision 7).
 */
export async function cancelRestOfSeries(
  db: Db,
  userId: string,
  request: CancelSeriesRequest,
  clock: ClinicClock,
): Promise<SeriesCancelled> {
  const now = clock.now ?? new Date();
  const [sessions, { cancelCutoffMinutes }] = await Promise.all([sessionsOf(db, request.seriesId, userId), loadClinicHours(db)]);
  if (sessions.length === 0) throw notFound(SERIES_NOT_FOUND);
  const startOf = (s: { slotDate: string; slotTime: string }) => slotStart(s.slotDate, s.slotTime, clock.clinicTz).getTime();
  let from = -Infinity;
  if (request.fromAppointmentId) {
    const start = sessions.find((s) => s.id === request.fromAppointmentId);
    if (!start) throw notFound(APPOINTMENT_NOT_FOUND);
    from = startOf(start);
  }
  const ahead = sessions
    .filter((s) => s.status === 'active' && !hasStarted(s, now, clock.clinicTz) && startOf(s) >= from)
    .sort((a, b) => startOf(a) - startOf(b));
  if (ahead.length === 0) throw conflict(NOTHING_LEFT);
  const allowed = ahead.filter((s) => canPatientCancel(s, now, clock.clinicTz, cancelCutoffMinutes));
  const tooSoon = ahead.filter((s) => !allowed.includes(s)).map(({ slotDate, slotTime }) => ({ slotDate, slotTime }));
  if (allowed.length === 0) throw conflict(TOO_SOON_TO_CANCEL);

  const cancelled = await cancelSessions(
    db,
    allowed.map((s) => s.id),
    userId,
  );
  const message = tooSoon.length
    ? msg(
        '{count, plural, one {{count} session cancelled} other {{count} sessions cancelled}}. {kept, plural, one {{kept} session starts too soon to cancel online and stay booked} other {{kept} sessions start too soon to cancel online and stay booked}}; please call the clinic on {phone}.',
        { count: cancelled, kept: tooSoon.length, phone: CLINIC.phones[0] },
      )
    : msg('{count, plural, one {{count} session cancelled} other {{count} sessions cancelled}}', { count: cancelled });
  return { message, cancelled, tooSoon };
}

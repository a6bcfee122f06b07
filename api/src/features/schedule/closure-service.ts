import type { Closure } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { msg } from '../../i18n';
import { findAffected } from './affected-appointments';
import { changeCalendar, settleAffected, type CalendarOutcome } from './calendar-change';
import { clinicToday, realDay } from '../calendar';
import { closuresFrom, closuresOn, deleteClosure, insertClosure } from './closure-repository';

export const CLOSURE_NOT_FOUND = msg('Closure not found');
export const CLOSURE_EXISTS = msg('The clinic is already closed on that day');
export const NOT_A_DAY = msg('That date does not exist');
export const CLOSURE_IN_PAST = msg('That day has already passed');

/** Today's and later closures, soonest first. */
export const upcomingClosures = (db: Db, now: Date, timeZone: string): Promise<Closure[]> =>
  closuresFrom(db, clinicToday(now, timeZone).day);

/**
 * Closes the clinic for a day, today included (what is left of it). Active appointments not yet started
 * that day (any doctor's) are the affected ones: refused with their number unless `cancelAffected`.
 */
export async function addClosure(
  db: Db,
  now: Date,
  timeZone: string,
  request: { slotDate: string; reason: string; cancelAffected?: boolean },
): Promise<CalendarOutcome<string>> {
  const day = realDay(request.slotDate);
  if (day === undefined) throw badRequest(NOT_A_DAY);
  if (day < clinicToday(now, timeZone).day) throw badRequest(CLOSURE_IN_PAST);
  const closure = { slotDate: request.slotDate, reason: request.reason };
  try {
    return await changeCalendar(db, async (tx, current) => {
      if ((await closuresOn(tx, [request.slotDate])).length > 0) throw conflict(CLOSURE_EXISTS);
      const affected = await findAffected(tx, now, timeZone, current, { fromDay: day, toDay: day }, (view) => ({
        ...view,
        closures: [...view.closures, closure],
      }));
      const cancelled = await settleAffected(
        tx,
        affected,
        request.cancelAffected,
        (count) =>
          msg(
            '{count, plural, one {1 appointment is booked on that day. Cancel it too, or choose another day.} other {{count} appointments are booked on that day. Cancel them too, or choose another day.}}',
            { count },
          ),
        { by: 'clinic', reason: request.reason },
      );
      const message =
        cancelled === undefined
          ? msg('Closure added')
          : msg(
              'Closure added. {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}} cancelled; the patients see it in their appointments',
              { count: cancelled },
            );
      return { message, value: await insertClosure(tx, closure.slotDate, closure.reason) };
    });
  } catch (error) {
    // Two admins closing the same day at once: the settings lock queues them, the unique index backs it.
    if (isUniqueViolation(error, 'clinic_closures_by_date')) throw conflict(CLOSURE_EXISTS);
    throw error;
  }
}

/** Opens the day again: nothing was booked on it, so nothing else changes. */
export async function removeClosure(db: Db, closureId: string): Promise<void> {
  await changeCalendar(db, async (tx) => {
    if (!(await deleteClosure(tx, closureId))) throw notFound(CLOSURE_NOT_FOUND);
    return { message: msg('Closure removed'), value: undefined };
  });
}

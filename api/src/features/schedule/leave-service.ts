import { effectiveWeek } from '@clinic/shared/booking';
import type { AddLeaveRequest, DoctorSchedule, Leave } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { msg } from '../../i18n';
import { findAffected } from './affected-appointments';
import { changeCalendar, settleAffected, type CalendarOutcome } from './calendar-change';
import { clinicToday, realDay } from '../calendar';
import { NOT_A_DAY } from './closure-service';
import { deleteLeave, insertLeave, leaveOfDoctor, toLeaveSpan } from './leave-repository';
import { loadClinicHours } from '../calendar';
import { findDoctorWeek } from './settings-repository';
import { CLINIC_REASONS } from '../appointments';
import { DOCTOR_NOT_FOUND } from '../../http/refusals';

export const LEAVE_NOT_FOUND = msg('Leave not found');
export const LEAVE_IN_PAST = msg('Leave cannot start before today');
export const LEAVE_BACKWARDS = msg('Leave must end on or after the day it starts');
/** The longest leave in one go, in days. */
export const MAX_LEAVE_DAYS = 365;
export const LEAVE_TOO_LONG = msg('Leave can be at most {days} days long', { days: MAX_LEAVE_DAYS });

/** What the staff see of a doctor's calendar: their own week, what it leaves inside the clinic's hours, their leave from today on. */
export async function doctorSchedule(db: Db, now: Date, timeZone: string, docId: string): Promise<DoctorSchedule> {
  const [doctor, hours, leave] = await Promise.all([
    findDoctorWeek(db, docId),
    loadClinicHours(db),
    leaveOfDoctor(db, docId, clinicToday(now, timeZone).day),
  ]);
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  return { weekly: doctor.weekly, effective: effectiveWeek({ hours, doctorWeekly: doctor.weekly }), leave };
}

/** The range's day numbers, or a 400 that says what is wrong with it. */
function leaveDays(now: Date, timeZone: string, request: AddLeaveRequest): { fromDay: number; toDay: number } {
  const fromDay = realDay(request.from);
  const toDay = realDay(request.to);
  if (fromDay === undefined || toDay === undefined) throw badRequest(NOT_A_DAY);
  if (fromDay < clinicToday(now, timeZone).day) throw badRequest(LEAVE_IN_PAST);
  if (toDay < fromDay) throw badRequest(LEAVE_BACKWARDS);
  if (toDay - fromDay + 1 > MAX_LEAVE_DAYS) throw badRequest(LEAVE_TOO_LONG);
  return { fromDay, toDay };
}

/**
 * Leave for a doctor, by the admin or the doctor themselves: whole days, or a time range on one day. The
 * doctor's active appointments not yet started in it are the affected ones: refused with their number
 * unless `cancelAffected`.
 */
export async function addLeave(
  db: Db,
  now: Date,
  timeZone: string,
  docId: string,
  request: AddLeaveRequest,
): Promise<CalendarOutcome<Leave>> {
  const { fromDay, toDay } = leaveDays(now, timeZone, request);
  const leave = {
    docId,
    from: request.from,
    to: request.to,
    fromDay,
    toDay,
    ...(request.fromTime !== undefined && request.toTime !== undefined && { fromTime: request.fromTime, toTime: request.toTime }),
    reason: request.reason,
  };
  return changeCalendar(db, async (tx, current) => {
    if (!(await findDoctorWeek(tx, docId))) throw notFound(DOCTOR_NOT_FOUND);
    const affected = await findAffected(tx, now, timeZone, current, { docId, fromDay, toDay }, (view) => ({
      ...view,
      leave: new Map(view.leave).set(docId, [...(view.leave.get(docId) ?? []), toLeaveSpan({ ...leave, _id: '' })]),
    }));
    const cancelled = await settleAffected(
      tx,
      affected,
      request.cancelAffected,
      (count) =>
        msg(
          '{count, plural, one {{count} appointment falls in this leave. Cancel it too, or change the dates.} other {{count} appointments fall in this leave. Cancel them too, or change the dates.}}',
          { count },
        ),
      { by: 'clinic', reason: CLINIC_REASONS.doctorAway },
    );
    const message =
      cancelled === undefined
        ? msg('Leave added')
        : msg(
            'Leave added. {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}} cancelled; the patients see it in their appointments',
            { count: cancelled },
          );
    return { message, value: await insertLeave(tx, leave) };
  });
}

/** Removes leave: the admin any doctor's, a doctor only their own (another's is not found, not forbidden). */
export async function removeLeave(db: Db, leaveId: string, docId?: string): Promise<void> {
  await changeCalendar(db, async (tx) => {
    if (!(await deleteLeave(tx, leaveId, docId))) throw notFound(LEAVE_NOT_FOUND);
    return { message: msg('Leave removed'), value: undefined };
  });
}

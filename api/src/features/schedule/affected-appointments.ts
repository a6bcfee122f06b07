import { and, eq, gt, inArray } from 'drizzle-orm';
import { isOpen, type LeaveSpan } from '@clinic/shared/booking';
import { MAX_WINDOW_DAYS, type ClinicHours, type WeeklyHours } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { slotDateOf, slotTimeOf, startsOnDays } from '../../db/appointment-times';
import { appointments } from '../../db/schema';
import { cancelWhere, type Cancellation, STATUS_CONDITION } from '../appointments';
import { clinicToday, slotDatesFrom } from '../calendar';
import { closuresOn } from './closure-repository';
import { leaveOfDoctors } from './leave-repository';
import { weeksOfDoctors } from './settings-repository';

/**
 * Which active appointments a change of the calendar would leave outside the open hours (decision 44):
 * those not yet started whose time `isOpen` (@clinic/shared/booking) no longer allows under the new
 * rules. Only hours, closures, a doctor's week and leave decide; the booking window limits new bookings
 * only, and a doctor's availability is a separate decision (42).
 */

/** The calendar as the rule reads it, for the doctors concerned. */
export interface CalendarView {
  hours: ClinicHours;
  closures: { slotDate: string; reason: string }[];
  leave: Map<string, LeaveSpan[]>;
  weeks: Map<string, WeeklyHours | null>;
}

export interface AffectedScope {
  /** One doctor's appointments, or every doctor's. */
  docId?: string;
  /** The days the change touches; clipped to today and the furthest a booking can be. */
  fromDay: number;
  toDay: number;
}

interface Candidate {
  id: string;
  docId: string;
  slotDate: string;
  slotTime: string;
}

/**
 * The ids of the appointments in `scope` that `change` (the calendar as it will be) leaves outside the
 * hours. Run after `lockSettings`, so no booking slips in between the count and the change.
 */
export async function findAffected(
  tx: Db,
  now: Date,
  timeZone: string,
  current: ClinicHours,
  scope: AffectedScope,
  change: (view: CalendarView) => CalendarView,
): Promise<string[]> {
  const today = clinicToday(now, timeZone);
  // No appointment is further ahead than the longest window allows.
  const from = Math.max(scope.fromDay, today.day);
  const to = Math.min(scope.toDay, today.day + MAX_WINDOW_DAYS);
  if (to < from) return [];
  const dates = slotDatesFrom(from, to - from + 1);
  const notStarted = from > today.day ? undefined : gt(appointments.startsAt, now);
  const candidates: Candidate[] = await tx
    .select({ id: appointments.id, docId: appointments.docId, slotDate: slotDateOf(), slotTime: slotTimeOf() })
    .from(appointments)
    .where(
      and(
        STATUS_CONDITION.active,
        startsOnDays(dates),
        scope.docId === undefined ? undefined : eq(appointments.docId, scope.docId),
        notStarted,
      ),
    );
  if (candidates.length === 0) return [];

  const docIds = [...new Set(candidates.map((c) => c.docId))];
  // One after another: a transaction is one connection.
  const closures = await closuresOn(tx, dates);
  const leave = await leaveOfDoctors(tx, docIds, from, to);
  const weeks = await weeksOfDoctors(tx, docIds);
  const view = change({ hours: current, closures, leave, weeks });
  return candidates
    .filter(
      (c) =>
        !isOpen(
          {
            hours: view.hours,
            doctorWeekly: view.weeks.get(c.docId) ?? null,
            closures: view.closures,
            leave: view.leave.get(c.docId) ?? [],
          },
          c.slotDate,
          c.slotTime,
        ),
    )
    .map((c) => c.id);
}

/**
 * Cancels them, as every other cancel does (the flag on active rows: the status counts' and totals'
 * triggers follow, and the slots are free at once); returns how many.
 */
export async function cancelAppointments(tx: Db, ids: string[], cancellation: Cancellation): Promise<number> {
  if (ids.length === 0) return 0;
  return (await cancelWhere(tx, and(inArray(appointments.id, ids), STATUS_CONDITION.active), cancellation)).length;
}

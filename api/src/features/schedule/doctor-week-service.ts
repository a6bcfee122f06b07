import { gridMinutes, gridTime, WEEK_ORDER } from '@clinic/shared/booking';
import type { ClinicHours, WeeklyHours } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { msg, weekdayName, type Language } from '../../i18n';
import { CLINIC_REASONS } from '../appointments';
import { findAffected } from './affected-appointments';
import { changeCalendar, settleAffected, type CalendarOutcome } from './calendar-change';
import { findDoctorWeek, writeDoctorWeek } from './settings-repository';
import { DOCTOR_NOT_FOUND } from '../../http/refusals';

/** The first piece of `week` outside the clinic's hours: its day and times. */
interface OutsidePiece {
  day: (typeof WEEK_ORDER)[number];
  from: number;
  to: number;
}

/** The piece in words, in `lang` ("Tuesday 09:00–10:00", "मंगलवार 09:00–10:00"). */
const pieceIn =
  ({ day, from, to }: OutsidePiece) =>
  (lang: Language) =>
    `${weekdayName(lang, day)} ${gridTime(from)}–${gridTime(to)}`;

/** The first piece of `week` outside the clinic's hours, in words ("Tuesday 09:00–10:00"), or undefined. */
export function outsideClinicHours(week: WeeklyHours, clinic: ClinicHours['weekly']): string | undefined {
  const piece = outsidePiece(week, clinic);
  return piece && pieceIn(piece)('en');
}

function outsidePiece(week: WeeklyHours, clinic: ClinicHours['weekly']): OutsidePiece | undefined {
  for (const key of WEEK_ORDER) {
    // The clinic's intervals of the day, touching ones joined (10:00–13:30 and 13:30–15:00 cover 10:00–15:00).
    const open: [number, number][] = [];
    for (const i of [...clinic[key]].sort((a, b) => gridMinutes(a.from) - gridMinutes(b.from))) {
      const last = open[open.length - 1];
      if (last && gridMinutes(i.from) <= last[1]) last[1] = Math.max(last[1], gridMinutes(i.to));
      else open.push([gridMinutes(i.from), gridMinutes(i.to)]);
    }
    for (const i of [...week[key]].sort((a, b) => gridMinutes(a.from) - gridMinutes(b.from))) {
      let at = gridMinutes(i.from);
      const end = gridMinutes(i.to);
      for (const [from, to] of open) {
        if (at >= end) break;
        if (to <= at) continue;
        if (from > at) return { day: key, from: at, to: Math.min(from, end) };
        at = to;
      }
      if (at < end) return { day: key, from: at, to: end };
    }
  }
  return undefined;
}

/**
 * The admin sets a doctor's own week (null: all the clinic's hours again). It must lie inside the
 * clinic's hours; the doctor's active appointments it leaves outside are refused with their number
 * unless `cancelAffected`.
 */
export async function setDoctorWeek(
  db: Db,
  now: Date,
  timeZone: string,
  request: { docId: string; weekly: WeeklyHours | null; cancelAffected?: boolean },
): Promise<CalendarOutcome<void>> {
  const { docId, weekly } = request;
  return changeCalendar(db, async (tx, current) => {
    if (!(await findDoctorWeek(tx, docId))) throw notFound(DOCTOR_NOT_FOUND);
    const outside = weekly && outsidePiece(weekly, current.weekly);
    if (outside) throw badRequest(msg("{hours} is outside the clinic's hours", { hours: pieceIn(outside) }));
    const affected = await findAffected(tx, now, timeZone, current, { docId, fromDay: -Infinity, toDay: Infinity }, (view) => ({
      ...view,
      weeks: new Map(view.weeks).set(docId, weekly),
    }));
    const cancelled = await settleAffected(
      tx,
      affected,
      request.cancelAffected,
      (count) =>
        msg(
          '{count, plural, one {{count} appointment falls outside these hours. Cancel it too, or change the hours.} other {{count} appointments fall outside these hours. Cancel them too, or change the hours.}}',
          { count },
        ),
      { by: 'clinic', reason: CLINIC_REASONS.doctorHoursChanged },
    );
    await writeDoctorWeek(tx, docId, weekly);
    const message =
      cancelled === undefined
        ? msg("Doctor's hours saved")
        : msg(
            "Doctor's hours saved. {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}} cancelled; the patients see it in their appointments",
            { count: cancelled },
          );
    return { message, value: undefined };
  });
}

import type { ClinicHours, PublicHours } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { CLINIC_REASONS } from '../appointments';
import { findAffected } from './affected-appointments';
import { msg } from '../../i18n';
import { changeCalendar, settleAffected, type CalendarOutcome } from './calendar-change';
import { clinicToday, realDay } from '../calendar';
import { closuresFrom } from './closure-repository';
import { loadClinicHours } from '../calendar';
import { writeHours } from './settings-repository';

/** The clinic's hours and policy, as the admin edits them. */
export async function clinicHours(db: Db): Promise<ClinicHours> {
  const { version: _version, ...hours } = await loadClinicHours(db);
  return hours;
}

/**
 * The public view (contact page, footer, the doctor's panel): the weekly hours, the window, the closures from
 * today to the window's end, soonest first, and when unpaid online bookings are released (decision 34).
 */
export async function publicHours(db: Db, now: Date, timeZone: string): Promise<PublicHours> {
  const today = clinicToday(now, timeZone).day;
  const [hours, closures] = await Promise.all([loadClinicHours(db), closuresFrom(db, today)]);
  return {
    weekly: hours.weekly,
    windowDays: hours.windowDays,
    holdReleaseMinutes: hours.holdReleaseMinutes,
    closures: closures.filter((c) => realDay(c.slotDate)! < today + hours.windowDays).map(({ slotDate, reason }) => ({ slotDate, reason })),
  };
}

/**
 * New hours and policy. Narrowing the hours over active appointments (any doctor's, from now on) is
 * refused with their number unless `cancelAffected`; the window, the notice and the cut-off touch only
 * what may be booked or cancelled from now on.
 */
export async function setClinicHours(
  db: Db,
  now: Date,
  timeZone: string,
  request: ClinicHours & { cancelAffected?: boolean },
): Promise<CalendarOutcome<void>> {
  const { cancelAffected, ...hours } = request;
  return changeCalendar(db, async (tx, current) => {
    const affected = await findAffected(tx, now, timeZone, current, { fromDay: -Infinity, toDay: Infinity }, (view) => ({
      ...view,
      hours,
    }));
    const cancelled = await settleAffected(
      tx,
      affected,
      cancelAffected,
      (count) =>
        msg(
          '{count, plural, one {{count} appointment falls outside the new hours. Cancel it too, or change the hours.} other {{count} appointments fall outside the new hours. Cancel them too, or change the hours.}}',
          { count },
        ),
      { by: 'clinic', reason: CLINIC_REASONS.hoursChanged },
    );
    await writeHours(tx, hours);
    const message =
      cancelled === undefined
        ? msg('Clinic hours saved')
        : msg(
            'Clinic hours saved. {count, plural, one {{count} upcoming appointment} other {{count} upcoming appointments}} cancelled; the patients see it in their appointments',
            { count: cancelled },
          );
    return { message, value: undefined };
  });
}

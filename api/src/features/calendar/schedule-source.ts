import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { bookedSpan, dayNumber, type ScheduleRules } from '@clinic/shared/booking';
import { idSchema, type ClinicHours } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { slotDateOf, slotTimeOf, startsOnDays } from '../../db/appointment-times';
import { appointments, clinicClosures, clinicSettings, doctorLeave, doctors, holdsItsTime } from '../../db/schema';
import { clinicToday, slotDatesFrom } from './clinic-dates';

/**
 * Everything the one slot rule (@clinic/shared/booking's schedule.ts) needs for one doctor, read in two
 * round trips: the clinic's settings with the doctor, then closures, leave and bookings of the window at
 * once. `version` is the settings' `schedule_version`: a booking inserts only while it is still current.
 */
export interface LoadedSchedule {
  rules: ScheduleRules;
  version: number;
  hours: ClinicHours;
}

const settingsColumns = {
  weekly: clinicSettings.weekly,
  windowDays: clinicSettings.windowDays,
  minNoticeMinutes: clinicSettings.minNoticeMinutes,
  cancelCutoffMinutes: clinicSettings.cancelCutoffMinutes,
  holdReleaseMinutes: clinicSettings.holdReleaseMinutes,
  version: clinicSettings.scheduleVersion,
};

type SettingsRow = ClinicHours & { version: number };

const toHours = (row: SettingsRow): SettingsRow => ({
  weekly: row.weekly,
  windowDays: row.windowDays,
  minNoticeMinutes: row.minNoticeMinutes,
  cancelCutoffMinutes: row.cancelCutoffMinutes,
  holdReleaseMinutes: row.holdReleaseMinutes ?? 0,
  version: Number(row.version),
});

/** The clinic's hours and policy, with the calendar's version. The migration writes the row; it is never deleted. */
export async function loadClinicHours(db: Db): Promise<ClinicHours & { version: number }> {
  const [row] = await db.select(settingsColumns).from(clinicSettings).where(eq(clinicSettings.id, 1));
  if (!row) throw new Error('clinic_settings has no row: migration 0012 did not run');
  return toHours(row);
}

/**
 * null when the doctor does not exist (or is deleted). Closures and leave from today (clinic zone) to the
 * window's end (or on `dates` only). booked = the spans of the doctor's visits on those days that hold
 * their time, each as long as the visit (not cancelled: what `appointments_doctor_no_overlap` holds), unless
 * `bookings: false`.
 */
export async function loadSchedule(
  db: Db,
  docId: string,
  now: Date,
  timeZone: string,
  // Booking leaves taken slots to the unique indexes: it need not read them. A series (decision 50) reads
  // its own dates, beyond the window, instead of the window's.
  { bookings = true, dates: only }: { bookings?: boolean; dates?: readonly string[] } = {},
): Promise<LoadedSchedule | null> {
  if (!idSchema.safeParse(docId).success) return null;
  const [row] = await db
    .select({ ...settingsColumns, available: doctors.available, doctorWeekly: doctors.weeklyHours })
    .from(doctors)
    .innerJoin(clinicSettings, eq(clinicSettings.id, 1))
    .where(and(eq(doctors.id, docId), isNull(doctors.deletedAt)));
  if (!row) return null;
  const hours = toHours(row);
  const today = clinicToday(now, timeZone).day;
  const days = only?.map(dayNumber).filter((day) => !Number.isNaN(day));
  const first = days?.length ? Math.min(...days) : today;
  const last = days?.length ? Math.max(...days) : today + hours.windowDays - 1;
  const dates = only ? [...only] : slotDatesFrom(today, hours.windowDays);

  const [closures, leave, booked] = await Promise.all([
    db
      .select({ slotDate: clinicClosures.slotDate, reason: clinicClosures.reason })
      .from(clinicClosures)
      .where(inArray(clinicClosures.slotDate, dates)),
    db
      .select({ from: doctorLeave.fromDate, to: doctorLeave.toDate, fromTime: doctorLeave.fromTime, toTime: doctorLeave.toTime })
      .from(doctorLeave)
      .where(and(eq(doctorLeave.docId, docId), gte(doctorLeave.toDay, first), lte(doctorLeave.fromDay, last))),
    !bookings
      ? []
      : db
          .select({
            slotDate: slotDateOf(),
            times: sql<string[]>`array_agg(${slotTimeOf()} order by ${appointments.startsAt})`,
            minutes: sql<number[]>`array_agg(${appointments.durationMinutes} order by ${appointments.startsAt})`,
          })
          .from(appointments)
          .where(and(eq(appointments.docId, docId), startsOnDays(dates), holdsItsTime))
          .groupBy(slotDateOf()),
  ]);

  const { version, ...clinicHours } = hours;
  return {
    version,
    hours: clinicHours,
    rules: {
      hours: clinicHours,
      doctorWeekly: row.doctorWeekly ?? null,
      closures,
      leave: leave.map((l) => ({
        from: l.from,
        to: l.to,
        ...(l.fromTime !== null && l.toTime !== null && { fromTime: l.fromTime, toTime: l.toTime }),
      })),
      available: row.available,
      booked: Object.fromEntries(booked.map((b) => [b.slotDate, b.times.map((time, n) => bookedSpan(time, Number(b.minutes[n])))])),
    },
  };
}

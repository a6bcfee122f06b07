import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { slotDateToIsoDate as isoDay } from '@clinic/shared/booking';
import { appointments } from './schema';

/**
 * An appointment's time is its instant and length (decision 57, migration 0033). The spec's `slotDate`
 * (`D_M_YYYY`) and `slotTime` (`HH:mm`) are the clinic's wall clock of that instant, derived here where a
 * query reads them, in the zone every session of the api sets (`clinic_time_zone()`, CLINIC_TZ): one place
 * for the format, and nothing stored that could disagree with the instant.
 */
const wall = (startsAt: AnyColumn | SQL) => sql`(${startsAt} at time zone clinic_time_zone())`;

/** `D_M_YYYY` of a start, as the spec writes a day. */
export const slotDateOf = (startsAt: AnyColumn | SQL = appointments.startsAt) =>
  sql<string>`to_char(${wall(startsAt)}, 'FMDD_FMMM_YYYY')`.mapWith(String);

/** `HH:mm` of a start, on the 24-hour clock. */
export const slotTimeOf = (startsAt: AnyColumn | SQL = appointments.startsAt) =>
  sql<string>`to_char(${wall(startsAt)}, 'HH24:MI')`.mapWith(String);

/** The appointment's columns as a whole row is read, with the spec's wall clock beside its instant. */
export const appointmentRowColumns = {
  ...getTableColumns(appointments),
  slotDate: slotDateOf(),
  slotTime: slotTimeOf(),
};

/** The instant a wall-clock day and time of the clinic are (the database's side of `slotStart`). */
export const instantOf = (slotDate: string, slotTime = '00:00') =>
  sql`((${isoDay(slotDate)}::date + ${slotTime}::time) at time zone clinic_time_zone())`;

/**
 * Visits that start on one of the clinic's `slotDates`: a range of instants from the first day's midnight
 * to the end of the last, which the start indexes serve, narrowed to the days named when they are not one
 * run of days.
 */
export function startsOnDays(slotDates: readonly string[], startsAt: AnyColumn | SQL = appointments.startsAt): SQL {
  const days = [...new Set(slotDates)].sort((a, b) => isoDay(a).localeCompare(isoDay(b)));
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const range = sql`${startsAt} >= ${instantOf(first)} and ${startsAt} < ((${isoDay(last)}::date + 1)::timestamp at time zone clinic_time_zone())`;
  const spanDays = Math.round((Date.parse(isoDay(last)) - Date.parse(isoDay(first))) / 86_400_000) + 1;
  if (days.length === spanDays) return sql`(${range})`;
  return sql`(${range} and ${slotDateOf(startsAt)} = any (${sql.param(days)}::text[]))`;
}

import { and, eq, type SQL, sql } from 'drizzle-orm';
import { MAX_WINDOW_DAYS } from '@clinic/shared/contract';
import { clinicToday, slotDatesFrom } from '../schedule';
import { appointments } from '../../db/schema';

/**
 * What "upcoming" means at a moment, at the clinic: the dates of the longest booking window the admin may
 * set (`D_M_YYYY`, today first, comma-separated: a future appointment can have no other date, whatever the
 * window is now or was when it was booked, decision 44) and the clinic's time now (`HH:mm`), before which
 * today's appointments have started.
 */
export interface UpcomingWindow {
  days: string;
  time: string;
}

let last: { key: string; window: UpcomingWindow } | undefined;

/** The window at `now`; it changes once a minute, so booking works it out once a minute, not per request. */
export function upcomingWindow(now: Date, clinicTz: string): UpcomingWindow {
  const key = `${clinicTz} ${Math.floor(now.getTime() / 60_000)}`;
  if (last?.key === key) return last.window;
  const today = clinicToday(now, clinicTz);
  const window = { days: slotDatesFrom(today.day, MAX_WINDOW_DAYS).join(','), time: today.time };
  last = { key, window };
  return window;
}

/**
 * A patient's upcoming appointment: active and not yet started. The same rule as the database's
 * `lock_patients_for_booking` (migrations 0006, 0029), which the booking statements count with.
 */
export function upcomingCondition(window: UpcomingWindow): SQL {
  const days = sql`string_to_array(${window.days}::text, ',')`;
  return and(
    eq(appointments.status, 'active'),
    sql`${appointments.slotDate} = any (${days})`,
    sql`(${appointments.slotDate} <> (${days})[1] or ${appointments.slotTime} > ${window.time}::text)`,
  )!;
}

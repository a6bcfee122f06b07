import { and, not, sql, type SQL } from 'drizzle-orm';
import { buildSlotDays } from '@clinic/shared/booking';
import { appointments } from '../../db/schema';

/**
 * What "upcoming" means at a moment, at the clinic: the booking window's dates (`D_M_YYYY`, today first,
 * comma-separated: the only dates a future appointment can have, as none is booked outside the window) and
 * the clinic's time now (`HH:mm`), before which today's appointments have started.
 */
export interface UpcomingWindow {
  days: string;
  time: string;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
let last: { key: string; window: UpcomingWindow } | undefined;

/** The window at `now`; it changes once a minute, so booking works it out once a minute, not per request. */
export function upcomingWindow(now: Date, clinicTz: string): UpcomingWindow {
  const key = `${clinicTz} ${Math.floor(now.getTime() / 60_000)}`;
  if (last?.key === key) return last.window;
  let clock = clocks.get(clinicTz);
  if (!clock)
    clocks.set(
      clinicTz,
      (clock = new Intl.DateTimeFormat('en-GB', { timeZone: clinicTz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })),
    );
  const part = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, p.value]));
  const window = {
    days: buildSlotDays(now, clinicTz)
      .map((d) => d.slotDate)
      .join(','),
    time: `${part.hour}:${part.minute}`,
  };
  last = { key, window };
  return window;
}

/**
 * A patient's upcoming appointment: not cancelled, not completed, and not yet started. The same rule as
 * the database's `lock_patients_for_booking` (migration 0006), which the booking statements count with.
 */
export function upcomingCondition(window: UpcomingWindow): SQL {
  const days = sql`string_to_array(${window.days}::text, ',')`;
  return and(
    not(appointments.cancelled),
    not(appointments.isCompleted),
    sql`${appointments.slotDate} = any (${days})`,
    sql`(${appointments.slotDate} <> (${days})[1] or ${appointments.slotTime} > ${window.time}::text)`,
  )!;
}

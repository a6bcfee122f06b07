import { slotStart } from '@clinic/shared/booking';
import { timeZoneName } from '@clinic/shared/format';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * `1_12_2026` → `Tuesday 1 December 2026`. The slot is a date on the clinic's calendar, so its weekday is
 * worked out on that date alone (in UTC), never in the zone the api process happens to run in.
 */
export function longDate(slotDate: string): string {
  const [d, m, y] = slotDate.split('_').map(Number);
  if (!d || !m || !y || m > 12) return slotDate;
  return `${DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** `17:30` → `5:30 pm`, `00:15` → `12:15 am`, `12:00` → `12:00 pm`. */
export function clock(slotTime: string): string {
  const [h, m] = slotTime.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return slotTime;
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** The clinic's zone as readers know it (`India Standard Time`), named at the slot's own instant. */
export const zoneName = (slotDate: string, slotTime: string, clinicTz: string) =>
  timeZoneName(clinicTz, slotStart(slotDate, slotTime, clinicTz));

/** `Tuesday 1 December 2026 at 5:30 pm (India Standard Time)`: the clinic's wall clock, its zone named. */
export const when = (slotDate: string, slotTime: string, clinicTz: string) =>
  `${longDate(slotDate)} at ${clock(slotTime)} (${zoneName(slotDate, slotTime, clinicTz)})`;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long before the start a reminder goes: `tomorrow`, `in 3 days`, `in 2 hours`, `in 1 hour and 30 minutes`; `soon` without one. */
export function leadPhrase(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return minutes === 1440 ? 'tomorrow' : `in ${count(minutes / 1440, 'day')}`;
  const hours = Math.floor(minutes / 60);
  const parts = [hours ? count(hours, 'hour') : '', minutes % 60 ? count(minutes % 60, 'minute') : ''].filter(Boolean);
  return parts.length ? `in ${parts.join(' and ')}` : 'soon';
}

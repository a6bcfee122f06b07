import type { Appointment } from '../contract/appointment';
import { slotStart } from './slots';

export type Hold = Pick<
  Appointment,
  'slotDate' | 'slotTime' | 'date' | 'payment' | 'cancelled' | 'isCompleted' | 'noShow' | 'keptBy' | 'seriesId'
>;

/**
 * When the clinic will release an unpaid online booking (decision 34): `releaseMinutes` before its start,
 * unless it is paid, kept (the patient said they are coming, or staff keep it), or staff booked it (a
 * series). A booking made after that moment had no time to be paid or confirmed, and is never released.
 * null when it will not be. The api's release sweep holds the same rule in SQL (appointments/hold-release).
 */
export function holdReleaseAt(a: Hold, releaseMinutes: number, timeZone: string): Date | null {
  if (releaseMinutes <= 0 || a.payment || a.cancelled || a.isCompleted || a.noShow || a.keptBy || a.seriesId) return null;
  const at = slotStart(a.slotDate, a.slotTime, timeZone).getTime() - releaseMinutes * 60_000;
  return a.date < at ? new Date(at) : null;
}

/** The clinic will release it, and has not yet: staff may still Keep it. */
export function releasedLater(a: Hold, releaseMinutes: number, now: Date, timeZone: string | null): boolean {
  const at = timeZone ? holdReleaseAt(a, releaseMinutes, timeZone) : null;
  return at !== null && at > now;
}

import { slotStart } from '@clinic/shared/booking';

/** The instant a clinic day (`YYYY-MM-DD`) begins in the clinic's time zone. */
export function clinicDayStart(isoDate: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return slotStart(`${d}_${m}_${y}`, '00:00', timeZone);
}

/** The instant the clinic day after `isoDate` begins: the end, exclusive, of a range ending on `isoDate`. */
export function clinicDayEnd(isoDate: string, timeZone: string): Date {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return clinicDayStart(next.toISOString().slice(0, 10), timeZone);
}

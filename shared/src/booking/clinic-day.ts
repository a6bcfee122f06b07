import { buildSlotDays, slotStart } from './slots';

/**
 * Whether an appointment's time has come at the clinic (decision 41): from its start on it may be
 * completed or marked No-show. The api decides with its own clock; a screen asks the same question with
 * the browser's clock only to choose which buttons to offer.
 */
export function hasStarted(slot: { slotDate: string; slotTime: string }, now: Date, timeZone: string): boolean {
  return slotStart(slot.slotDate, slot.slotTime, timeZone).getTime() <= now.getTime();
}

/** `2026-03-05` → `5_3_2026` (decision 2), for a day chosen in a date field or written in the address. */
export function isoDateToSlotDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d}_${m}_${y}`;
}

/** `5_3_2026` → `2026-03-05`. */
export function slotDateToIsoDate(slotDate: string): string {
  const [d, m, y] = slotDate.split('_');
  return `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

/** Today at the clinic, `YYYY-MM-DD`, whatever the reader's own zone. */
export function clinicTodayIso(now: Date, timeZone: string): string {
  return slotDateToIsoDate(buildSlotDays(now, timeZone)[0]!.slotDate);
}

import { formatClock } from './clinic-hours';
import { formatSlotDate } from './dates';

// One per zone, made on first use: a table of a hundred rows formats a hundred moments.
const partsIn = new Map<string, Intl.DateTimeFormat>();
function zoneParts(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let made = partsIn.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    };
    partsIn.set(key, (made = new Intl.DateTimeFormat('en-US', timeZone ? { ...options, timeZone } : options)));
  }
  return made;
}

/**
 * An instant as the clinic's calendar and wall clock write it (`D_M_YYYY`, `HH:mm`), in `timeZone`, else in
 * the reader's own: the shape of a slot, so a moment can be worded like one.
 */
export function wallClock(at: Date, timeZone?: string | null): { slotDate: string; slotTime: string } {
  const part = Object.fromEntries(
    zoneParts(timeZone ?? undefined)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const pad = (n: string | undefined) => String(Number(n)).padStart(2, '0');
  return { slotDate: `${Number(part.day)}_${Number(part.month)}_${part.year}`, slotTime: `${pad(part.hour)}:${pad(part.minute)}` };
}

/**
 * `12 May 2026` and `10:32 am` (`12 मई 2026`, `सुबह 10:32`) at the clinic when its zone is known, else in the
 * reader's own: the same date and clock words as the slots beside it (decision 32: one date shape per language).
 */
export function formatMoment(iso: string, timeZone?: string | null): { date: string; time: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: iso, time: '' };
  const { slotDate, slotTime } = wallClock(at, timeZone);
  return { date: formatSlotDate(slotDate), time: formatClock(slotTime) };
}

/**
 * Rupee amounts, whole rupees, Indian grouping: `₹1,500`, `₹1,50,000`. By hand rather than with
 * Intl.NumberFormat('en-IN'): the first such formatter loads ICU's locale data, about 15 ms of main thread
 * on the page that shows the doctors' fees first, for two regular-expression groupings.
 */
export function formatRupees(amount: number): string {
  const whole = Math.round(Math.abs(amount)).toString();
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `₹${amount < 0 && whole !== '0' ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`;
}

import { currentLanguage } from '@clinic/shared/i18n';
import { dayPeriod, translateFormat, wordsList } from './i18n';

// Made on first use and kept: building an Intl formatter costs far more than formatting with one (a slot
// picker formats dozens of times in one render).
const slotClocks = new Map<string | undefined, Intl.DateTimeFormat>();

/**
 * `14:30` → `2:30 PM` in the reader's locale; the wire keeps `HH:mm` (decision 3). In Hindi and Kannada
 * the clinic's words for the part of the day (`दोपहर 2:30`), as patients say times, not Intl's Latin "PM".
 */
export function formatSlotTime(slotTime: string, locale?: string): string {
  const [h, m] = slotTime.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return slotTime;
  if (!locale && currentLanguage() !== 'en')
    return translateFormat('clock', { time: `${h % 12 || 12}:${String(m).padStart(2, '0')}`, period: dayPeriod(h) });
  let clock = slotClocks.get(locale);
  if (!clock) slotClocks.set(locale, (clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })));
  return clock.format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/** Sunday first, as Date.getDay counts; in the language on screen. */
export const WEEKDAYS_SHORT: readonly string[] = wordsList(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], (day) =>
  translateFormat(`dayShort.${day as 'sun'}`),
);

export { timeZoneName } from './time-zone';
/** The words dates are written with (`month.3` → `Mar`), for a part that shows one on its own. */
export { translateFormat } from './i18n';
export { formatMoment, wallClock } from './moment';
export { formatDayDate, formatFullDate, formatLongDate, formatSlotDate } from './dates';
export { bookingReference } from './booking-reference';
export { DAY_NAMES, formatClock, formatInterval, formatDayTimes, weeklyHoursRows, type HoursRow } from './clinic-hours';

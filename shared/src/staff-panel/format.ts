import { normalisePhone, type Appointment } from '@clinic/shared/contract';
import { formatSlotDate, formatSlotTime, WEEKDAYS_SHORT } from '@clinic/shared/format';

/** `5 Mar 2026, 10:30 AM`: the slot in the reader's clock format (decision 3). */
export const formatSlot = (a: Pick<Appointment, 'slotDate' | 'slotTime'>) => `${formatSlotDate(a.slotDate)}, ${formatSlotTime(a.slotTime)}`;

/**
 * `7_12_2026` → `Mon 7 Dec` (`Mon 7 Dec 2026` with the year). The weekday is the calendar date's, read in
 * UTC, so the reader's own zone never shifts the clinic's day.
 */
export function formatSlotDay(slotDate: string, withYear = false): string {
  const [d, m, y] = slotDate.split('_').map(Number);
  const date = formatSlotDate(slotDate);
  if (!d || !m || !y || date === slotDate) return slotDate;
  const weekday = WEEKDAYS_SHORT[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${withYear ? date : date.slice(0, date.lastIndexOf(' '))}`;
}

/** Age is optional at booking; a dash reads better than an empty cell. */
export const formatAge = (age: number | null) => (age === null ? '—' : String(age));

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Whether the person booked for is not the account holder (decision 41): the name typed in the booking
 * dialog is not the account's. Unknown (no `bookedBy`): not said.
 */
export const bookedForSomeoneElse = (a: Pick<Appointment, 'userData' | 'bookedBy'>) =>
  !!a.bookedBy && !sameName(a.userData.name, a.bookedBy.name);

/** A phone number for a `tel:` link: the stored number, normalised when it can be (older rows kept spaces). */
export const telHref = (phone: string) => `tel:${normalisePhone(phone) ?? phone.replace(/[^\d+]/g, '')}`;

import { normalisePhone, type Appointment } from '@clinic/shared/contract';
import { formatSlotDate, formatSlotTime } from '@clinic/shared/format';

/** `5 Mar 2026, 10:30 AM`: the slot in the reader's clock format (decision 3). */
export const formatSlot = (a: Pick<Appointment, 'slotDate' | 'slotTime'>) => `${formatSlotDate(a.slotDate)}, ${formatSlotTime(a.slotTime)}`;

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

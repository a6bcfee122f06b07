import type { Appointment } from '@clinic/shared/contract';
import { formatSlotDate, formatSlotTime } from '@clinic/shared/format';

/** `5 Mar 2026, 10:30 AM`: the slot in the reader's clock format (decision 3). */
export const formatSlot = (a: Pick<Appointment, 'slotDate' | 'slotTime'>) => `${formatSlotDate(a.slotDate)}, ${formatSlotTime(a.slotTime)}`;

/** Age is optional at booking; a dash reads better than an empty cell. */
export const formatAge = (age: number | null) => (age === null ? '—' : String(age));

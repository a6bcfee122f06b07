import { formatSlotDate, WEEKDAYS_SHORT } from '@clinic/shared/format';

/** `27_11_2026` → `Fri 27 Nov 2026`: the weekday is worked out on the calendar date, never the reader's zone. */
export function slotDateLabel(slotDate: string): string {
  const [d, m, y] = slotDate.split('_').map(Number);
  if (!d || !m || !y) return formatSlotDate(slotDate);
  return `${WEEKDAYS_SHORT[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${formatSlotDate(slotDate)}`;
}

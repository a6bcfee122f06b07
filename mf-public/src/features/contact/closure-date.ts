import { DAY_NAMES } from '@clinic/shared/format';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `12_11_2026` → `Thursday 12 November`: a closure within the booking window needs no year. */
export function formatClosureDate(slotDate: string): string {
  const [d, m, y] = slotDate.split('_').map(Number);
  if (!d || !m || !y || m > 12) return slotDate;
  // getUTCDay counts from Sunday; DAY_NAMES from Monday.
  return `${DAY_NAMES[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]} ${d} ${MONTH_NAMES[m - 1]}`;
}

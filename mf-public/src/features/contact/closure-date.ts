import { currentLanguage, intlLocale } from '@clinic/shared/i18n';
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

/**
 * `12_11_2026` → `Thursday 12 November` (in Hindi `गुरुवार, 12 नवंबर`): a closure within the booking window
 * needs no year. English keeps its own words; the other languages take theirs from Intl, in UTC so the
 * server and the browser agree.
 */
export function formatClosureDate(slotDate: string): string {
  const [d, m, y] = slotDate.split('_').map(Number);
  if (!d || !m || !y || m > 12) return slotDate;
  const date = new Date(Date.UTC(y, m - 1, d));
  const lang = currentLanguage();
  if (lang !== 'en') {
    return new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
  }
  // getUTCDay counts from Sunday; DAY_NAMES from Monday.
  return `${DAY_NAMES[(date.getUTCDay() + 6) % 7]} ${d} ${MONTH_NAMES[m - 1]}`;
}

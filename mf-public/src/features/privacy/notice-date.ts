import { currentLanguage, intlLocale } from '@clinic/shared/i18n';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * `2026-11-25` as "25 November 2026": the same words on the server and in every browser, whatever its
 * locale. Hindi and Kannada take their month names from Intl (in UTC, so the day never moves).
 */
export function noticeDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const lang = currentLanguage();
  if (lang !== 'en' && year && month && day) {
    return new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, day)),
    );
  }
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

import { activeIntlLocale } from './i18n';

/** `12 May 2026` and `10:32 am` in the language on screen, at the clinic when its zone is known, else in the reader's own. */
export function formatMoment(iso: string, timeZone?: string | null): { date: string; time: string } {
  const zone = timeZone ? { timeZone } : {};
  const at = new Date(iso);
  const locale = activeIntlLocale();
  return {
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', ...zone }).format(at),
    time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', ...zone }).format(at),
  };
}

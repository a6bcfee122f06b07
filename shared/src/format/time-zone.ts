import { currentLanguage, intlLocale, type Language } from '@clinic/shared/i18n';

// One formatter per zone and language, made on first use: building an Intl formatter costs far more than using one.
const zoneNamers = new Map<string, Intl.DateTimeFormat | null>();

/**
 * The zone's name as a reader knows it at an instant, `Eastern Standard Time` or, in summer, `Eastern
 * Daylight Time` (`भारतीय मानक समय` in Hindi); the IANA name itself when the runtime has no name for it (or
 * does not know the zone). In the language on screen unless one is given.
 */
export function timeZoneName(timeZone: string, at: Date, lang: Language = currentLanguage()): string {
  const key = `${lang} ${timeZone}`;
  let namer = zoneNamers.get(key);
  if (namer === undefined) {
    try {
      namer = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : intlLocale(lang), { timeZone, timeZoneName: 'long' });
    } catch {
      namer = null;
    }
    zoneNamers.set(key, namer);
  }
  // A date that is no date (a malformed stored slot) is named as the zone is now, rather than throwing.
  const when = Number.isNaN(at.getTime()) ? new Date() : at;
  return namer?.formatToParts(when).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

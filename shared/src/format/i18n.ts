import { currentLanguage, defineCatalog, intlLocale } from '@clinic/shared/i18n';
import en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';

/** The words dates and times are written with, in each language (months, days, "am", "Closed"). */
export const { translate: translateFormat } = defineCatalog('format', en, { hi, kn });

/** The locale Intl formats with for the language on screen. */
export const activeIntlLocale = (): string => intlLocale(currentLanguage());

/**
 * A list whose items follow the language on screen, read like the constant it replaces
 * (`DAY_NAMES[0]`, `.map`): each index is a getter, so callers need not change.
 */
export function wordsList(keys: readonly string[], word: (key: string) => string): string[] {
  const list: string[] = [];
  keys.forEach((key, index) => Object.defineProperty(list, index, { get: () => word(key), enumerable: true }));
  return list;
}

/** Part of the day a clinic time falls in, for the words that go with it (`5:30 pm`, `शाम 5:30`). */
export function dayPeriod(hour: number): 'smallHours' | 'morning' | 'afternoon' | 'evening' | 'night' {
  if (hour < 5) return 'smallHours';
  if (hour < 12) return 'morning';
  if (hour < 16) return 'afternoon';
  if (hour < 20) return 'evening';
  return 'night';
}

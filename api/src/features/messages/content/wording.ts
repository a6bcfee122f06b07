import { slotStart } from '@clinic/shared/booking';
import { CLINIC } from '@clinic/shared/clinic';
import { formatClock, formatLongDate, timeZoneName, wallClock } from '@clinic/shared/format';
import { inLanguage, type Language } from '@clinic/shared/i18n';
import { createTranslator } from '@clinic/shared/i18n/translator';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import kn from '../locales/kn.json';

/** The letters' words, in each language (decision 32): one Lingui instance per language, never switched. */
export const translate = createTranslator({ en, hi, kn });
export type MessageKey = Parameters<typeof translate>[1];

/** Every placeholder a letter may hold, as a catalog message is given it: `{patient}` comes back as `{patient}`. */
const PLACEHOLDERS = Object.fromEntries(
  [
    'patient',
    'doctor',
    'speciality',
    'when',
    'address',
    'fee',
    'reference',
    'appointments',
    'book',
    'reason',
    'receipt',
    'previous',
    'lead',
    'unsubscribe',
    'count',
    'dates',
    'name',
    'link',
    'failures',
    'code',
    'keep',
    'release',
  ].map((name) => [name, `{${name}}`]),
);

/**
 * A letter's words in `lang`: its placeholders left for renderLetter to fill (once per channel, escaped for
 * the HTML), the clinic's name and phone written in. Values given here (a subject's) are written in as they are.
 */
export const wordsIn =
  (lang: Language) =>
  (key: MessageKey, values: Record<string, string | number> = {}): string =>
    translate(lang, key, { ...PLACEHOLDERS, clinic: CLINIC.name, phone: CLINIC.phones[0], ...values });

/**
 * `1_12_2026` → `Tuesday 1 December 2026` (`मंगलवार, 1 दिसंबर 2026`, `ಮಂಗಳವಾರ, 1 ಡಿಸೆಂಬರ್ 2026`): the site's
 * long date, its weekday worked out on the clinic's calendar alone (never in the api process's zone).
 */
export const longDate = (slotDate: string, lang: Language = 'en'): string => inLanguage(lang, () => formatLongDate(slotDate));

/**
 * `17:30` → `5:30 pm`, `00:15` → `12:15 am`; `शाम 5:30`, `ಸಂಜೆ 5:30`: the site's own words for the part of
 * the day (decision 32: a message and the page that sent it never name one time two ways).
 */
export function clock(slotTime: string, lang: Language = 'en'): string {
  const [h, m] = slotTime.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return slotTime;
  return inLanguage(lang, () => formatClock(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`));
}

/** The clinic's zone as readers know it (`India Standard Time`, `भारतीय मानक समय`), named at the slot's own instant. */
export function zoneName(slotDate: string, slotTime: string, clinicTz: string, lang: Language = 'en'): string {
  return timeZoneName(clinicTz, slotStart(slotDate, slotTime, clinicTz), lang);
}

/** `Tuesday 1 December 2026 at 5:30 pm (India Standard Time)`: the clinic's wall clock, its zone named. */
export const when = (slotDate: string, slotTime: string, clinicTz: string, lang: Language = 'en') =>
  translate(lang, 'common.when', {
    date: longDate(slotDate, lang),
    time: clock(slotTime, lang),
    zone: zoneName(slotDate, slotTime, clinicTz, lang),
  });

/** `Tuesday 1 December 2026 at 5:30 pm`: a subject line's short form. */
export const slotLine = (slotDate: string, slotTime: string, lang: Language = 'en') =>
  translate(lang, 'common.slot', { date: longDate(slotDate, lang), time: clock(slotTime, lang) });

/** How long before the start a reminder goes: `tomorrow`, `in 3 days`, `in 2 hours`, `in 1 hour and 30 minutes`; `soon` without one. */
export function leadPhrase(minutes: number, lang: Language = 'en'): string {
  if (minutes > 0 && minutes % 1440 === 0)
    return minutes === 1440 ? translate(lang, 'lead.tomorrow') : translate(lang, 'lead.days', { count: minutes / 1440 });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours && rest) return translate(lang, 'lead.hoursAndMinutes', { hours, minutes: rest });
  if (hours) return translate(lang, 'lead.hours', { count: hours });
  if (rest > 0) return translate(lang, 'lead.minutes', { count: rest });
  return translate(lang, 'lead.soon');
}

/** When an unpaid booking will be released: the clock alone on the appointment's day (`3:30 pm`), else the day too. */
export function releaseWords(at: Date, slot: { slotDate: string; clinicTz: string }, lang: Language = 'en'): string {
  const release = wallClock(at, slot.clinicTz);
  return release.slotDate === slot.slotDate ? clock(release.slotTime, lang) : slotLine(release.slotDate, release.slotTime, lang);
}

import { slotStart } from '@clinic/shared/booking';
import { CLINIC } from '@clinic/shared/clinic';
import { timeZoneName } from '@clinic/shared/format';
import { intlLocale, type Language } from '@clinic/shared/i18n';
import { createTranslator } from '@clinic/shared/i18n/translator';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import kn from '../locales/kn.json';

/** The letters' words, in each language (issue 24): one Lingui instance per language, never switched. */
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

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// Made on first use and kept: building an Intl formatter costs far more than formatting with one.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Language, timeZone: string, options: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${options}`;
  let made = formatters.get(key);
  if (!made) {
    const shape: Intl.DateTimeFormatOptions =
      options === 'date'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
        : // The words for the part of the day (`शाम 5:30`), as patients say times, not a Latin "PM".
          { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };
    made = new Intl.DateTimeFormat(intlLocale(lang), { ...shape, timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** The slot's calendar date as an instant: midday UTC, so that the date is the same in UTC whatever the hour. */
function dayOf(slotDate: string): Date | undefined {
  const [d, m, y] = slotDate.split('_').map(Number);
  if (!d || !m || !y || m > 12) return undefined;
  return new Date(Date.UTC(y, m - 1, d, 12));
}

/**
 * `1_12_2026` → `Tuesday 1 December 2026` (`मंगलवार, 1 दिसंबर 2026`). The slot is a date on the clinic's
 * calendar, so its weekday is worked out on that date alone (in UTC), never in the zone the api process
 * happens to run in. English is written by hand, as it always was; the others through Intl.
 */
export function longDate(slotDate: string, lang: Language = 'en'): string {
  const day = dayOf(slotDate);
  if (!day) return slotDate;
  if (lang !== 'en') return formatter(lang, 'UTC', 'date').format(day);
  const [d, m, y] = slotDate.split('_').map(Number);
  return `${DAYS[day.getUTCDay()]} ${d} ${MONTHS[m! - 1]} ${y}`;
}

/** `17:30` → `5:30 pm`, `00:15` → `12:15 am`, `12:00` → `12:00 pm`; `शाम 5:30`, `ಸಂಜೆ 5:30` in Hindi and Kannada. */
export function clock(slotTime: string, lang: Language = 'en'): string {
  const [h, m] = slotTime.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return slotTime;
  if (lang === 'en') return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
  const parts = formatter(lang, 'UTC', 'time').formatToParts(new Date(Date.UTC(2000, 0, 1, h, m)));
  const period = parts.find((p) => p.type === 'dayPeriod')?.value;
  const time = parts
    .filter((p) => p.type !== 'dayPeriod')
    .map((p) => p.value)
    .join('')
    .trim();
  // The part of the day first, as both languages say it (Intl puts Kannada's after the time).
  return period ? `${period} ${time}` : time;
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

import type { LANGUAGES } from '@clinic/shared/i18n/negotiate';
import { formatClock, formatSlotDate, translateFormat } from '@clinic/shared/format';
import { inLanguage } from '@clinic/shared/i18n';
import { createTranslator } from '@clinic/shared/i18n/translator';
import contractEn from '@clinic/shared/contract/locales/en.json';
import contractHi from '@clinic/shared/contract/locales/hi.json';
import contractKn from '@clinic/shared/contract/locales/kn.json';
import apiEn from './locales/en.json';
import apiHi from './locales/hi.json';
import apiKn from './locales/kn.json';

/** English, Hindi or Kannada (the site's languages; named here so the api needs nothing of the browser's i18n). */
export type Language = (typeof LANGUAGES)[number];

/**
 * The api's envelope messages in English, Hindi and Kannada (decision 32). Messages are keyed by their exact
 * English text, gettext style: an English answer is the key itself, byte for byte, and a text no catalog
 * holds passes through unchanged. The api's own catalog (locales/*.json) and the contract's (its MESSAGES
 * and the schemas' validation texts, also read by the browser) are one catalog here.
 */
const english = { ...contractEn, ...apiEn };
const translator = createTranslator<typeof english>({
  en: english,
  hi: { ...contractHi, ...apiHi },
  kn: { ...contractKn, ...apiKn },
});

/** Every message the api may answer with: a sentence of the api's catalog or of the contract's. */
export type ApiMessageKey = keyof typeof english & string;

type Selector = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other' | `=${number}`;
/** Whether the text before a `{` ends with a plural's branch selector (`one {…}`, `=0 {…}`): that brace opens a branch. */
type OpensBranch<Head extends string> = Head extends `${string}${' ' | ',' | '}'}${Selector} ` ? true : false;
/** The argument a `{` opens: up to its `,` (a plural) or `}`. */
type NameIn<Tail extends string> = Tail extends `${infer Body}}${string}` ? (Body extends `${infer Name},${string}` ? Name : Body) : never;
type Plain<Name extends string> = Name extends '' | `${string}${' ' | '#' | '{' | "'"}${string}` ? never : Name;

/** The argument names of an ICU message: `'{doctor} is on leave on {date}'` → `'doctor' | 'date'`. */
export type ArgNames<S extends string> = S extends `${infer Head}{${infer Tail}`
  ? (OpensBranch<Head> extends true ? never : Plain<NameIn<Tail>>) | ArgNames<Tail>
  : never;

/** A message's value: text or a number as it is, a message (translated with its sentence), or text per language (a date). */
export type MessageValue = string | number | ApiText | ((lang: Language) => string);

/** The keys that take no values, and those that do. */
export type StaticKey = { [K in ApiMessageKey]: [ArgNames<K>] extends [never] ? K : never }[ApiMessageKey];
export type TemplateKey = Exclude<ApiMessageKey, StaticKey>;
export type MessageValuesOf<K extends string> = { [N in ArgNames<K>]: MessageValue };

const has = (key: string): key is ApiMessageKey => Object.prototype.hasOwnProperty.call(english, key);

function render(lang: Language, key: ApiMessageKey, values?: Readonly<Record<string, MessageValue>>): string {
  if (!values) return translator(lang, key);
  const resolved: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    resolved[name] = value instanceof ApiText ? value.in(lang) : typeof value === 'function' ? value(lang) : value;
  return translator(lang, key, resolved);
}

/**
 * A message with values, carried as its key and values to where the answer leaves (the error handler, a
 * route), and written there in the reader's language. `String(text)` and `error.message` give the English.
 */
export class ApiText {
  constructor(
    readonly key: ApiMessageKey,
    readonly values?: Readonly<Record<string, MessageValue>>,
  ) {}

  in(lang: Language): string {
    return render(lang, this.key, this.values);
  }

  toString(): string {
    return this.in('en');
  }
}

/** What a refusal or an answer says: an English sentence (translated if a catalog holds it) or a message with values. */
export type Text = string | ApiText;

/**
 * The api's messages, checked against the English catalog at compile time. A sentence without values is
 * the English text itself (a plain string, so answers and tests read as before); one with values is an
 * ApiText, rendered in each reader's language:
 *
 *   throw notFound(msg('Appointment not found'));
 *   throw badRequest(msg('{doctor} is on leave on {date}', { doctor, date: slotDateValue(slotDate) }));
 */
export function msg<K extends StaticKey>(key: K): K;
export function msg<K extends TemplateKey>(key: K, values: MessageValuesOf<K>): ApiText;
export function msg(key: ApiMessageKey, values?: Record<string, MessageValue>): string | ApiText {
  return values ? new ApiText(key, values) : key;
}

/** A sentence without values as a message value of another, so it is translated with it (a field's label). */
export const phrase = (key: StaticKey): ApiText => new ApiText(key);

/** An English text as a message value: translated if a catalog holds it, kept as it is if not (a field name nobody listed). */
export const phraseOrText = (english: string): MessageValue => (isStaticMessage(english) ? new ApiText(english) : english);

/** Whether the English text is a sentence of the catalog that takes no values. */
export const isStaticMessage = (text: string): text is StaticKey => has(text) && !text.includes('{');

/**
 * A message in `lang`, and the language it is actually written in: a text no catalog holds stays as it is
 * (English), never an error.
 */
export function textIn(lang: Language, text: Text): { message: string; language: Language } {
  if (text instanceof ApiText) return { message: text.in(lang), language: lang };
  if (lang !== 'en' && isStaticMessage(text)) return { message: translator(lang, text), language: lang };
  return { message: text, language: 'en' };
}

export const translateText = (lang: Language, text: Text): string => textIn(lang, text).message;

/**
 * A `D_M_YYYY` date as a message value, as the site writes it in each language (`5 Mar 2026`, `5 मार्च 2026`,
 * `5 ಮಾರ್ಚ್ 2026`): the shared formatter itself, in the reader's language for the moment it formats.
 */
export const slotDateValue =
  (slotDate: string) =>
  (lang: Language): string =>
    inLanguage(lang, () => formatSlotDate(slotDate));

/** An `HH:mm` clinic time as a message value, in the site's words: `5:30 pm`, `शाम 5:30`, `ಸಂಜೆ 5:30`. */
export const clockValue =
  (slotTime: string) =>
  (lang: Language): string =>
    inLanguage(lang, () => formatClock(slotTime));

type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** A weekday's name in `lang`, as the site writes it: `Monday`, `सोमवार`, `ಸೋಮವಾರ`. */
export const weekdayName = (lang: Language, day: Weekday): string => inLanguage(lang, () => translateFormat(`day.${day}`));

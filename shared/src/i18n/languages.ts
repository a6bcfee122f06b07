/** The languages the site is written in. English is the spec's own wording; the others are translations of it. */
export const LANGUAGES = ['en', 'hi', 'kn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', kn: 'ಕನ್ನಡ' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The locale Intl formats with: Indian English, and Hindi and Kannada with Latin digits (the issue asks
 * for them, and patients read prices and times in them).
 */
export const intlLocale = (lang: Language): string => (lang === 'en' ? 'en-IN' : `${lang}-IN-u-nu-latn`);

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** The cookie the choice is kept in: readable by the page (the switcher writes it) and sent with every request. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const langCookie = (lang: Language): string => `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`;

/** The `lang` cookie's language in a Cookie header, if it names one of ours. */
export function cookieLanguage(cookieHeader: string | undefined | null): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === LANG_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The first of ours in an Accept-Language header, in the order of its weights (`hi-IN` counts as `hi`). */
export function acceptedLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((item, index) => {
      const [range, ...params] = item.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: (range ?? '').trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0 && !Number.isNaN(q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ tag }) => tag).find(isLanguage);
}

/** `?lang=hi` in a query string (with or without its `?`), if it names one of ours. */
export function queryLanguage(search: string | undefined | null): Language | undefined {
  if (!search) return undefined;
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('lang');
  return isLanguage(value) ? value : undefined;
}

export interface LanguageSignals {
  /** The query string of the address asked for. */
  search?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/** Which language a request is answered in: `?lang`, then the cookie, then Accept-Language, then English. */
export const resolveLanguage = ({ search, cookie, acceptLanguage }: LanguageSignals): Language =>
  queryLanguage(search) ?? cookieLanguage(cookie) ?? acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;

export { LANGUAGES, isLanguage, type Language };

/** A document with its `<html lang>` set to `lang` (the attribute replaced, quoted or not). */
export const withHtmlLang = (html: string, lang: Language): string =>
  html.replace(/<html\b[^>]*>/, (tag) => tag.replace(/\slang=("[^"]*"|[^\s>]*)/, '').replace('<html', `<html lang="${lang}"`));

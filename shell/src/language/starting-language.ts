import { acceptedLanguage, cookieLanguage, langCookie, queryLanguage, type Language } from '@clinic/shared/i18n/negotiate';

/**
 * The language this page starts in, as the server decides it for a page it renders: `?lang` (kept in the
 * cookie from now on), the `lang` cookie, the browser's languages, English. A page the server rendered
 * already says it in `<html lang>`, and the same signals give the same answer.
 */
export function startingLanguage(): Language {
  const chosen = queryLanguage(window.location.search);
  if (chosen) document.cookie = langCookie(chosen);
  return chosen ?? cookieLanguage(document.cookie) ?? acceptedLanguage(navigator.languages.join(',')) ?? 'en';
}

import { isLanguage, langCookie } from '@clinic/shared/i18n/negotiate';
import type { RenderedPage } from './page-renderer';

/**
 * What a page's reply says of its language: `Content-Language`; `Vary`, since the same address is another
 * page in another language (a shared cache must not hand a Hindi page to a Kannada reader); and, after
 * `?lang=`, the cookie that keeps the choice (readable by the page: its switcher writes the same cookie).
 */
export function languageHeaders(page: Pick<RenderedPage, 'lang' | 'chosen'>): Record<string, string> {
  if (!page.lang) return {};
  const headers: Record<string, string> = { 'content-language': page.lang, vary: 'Cookie, Accept-Language' };
  if (page.chosen && isLanguage(page.lang)) headers['set-cookie'] = langCookie(page.lang);
  return headers;
}

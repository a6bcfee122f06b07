import { activateLanguage, ensureLanguage } from './catalog';
import type { Language } from './languages';
import { langCookie } from './negotiate';

// The page's document, typed by hand: this module is also compiled for the api, which has no DOM types.
type PageDocument = { cookie: string; documentElement: { lang: string } };

/**
 * The visitor's choice: every part of the site already loaded is fetched in that language first (so
 * nothing shows half-switched), then every app switches at once, and the cookie keeps it for next time.
 */
export async function setLanguage(lang: Language): Promise<void> {
  await ensureLanguage(lang);
  const page = (globalThis as { document?: PageDocument }).document;
  if (page) {
    page.cookie = langCookie(lang);
    page.documentElement.lang = lang;
  }
  activateLanguage(lang);
}

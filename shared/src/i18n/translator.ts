import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { flattenCatalog, i18n, type Catalog, type Leaves, type MessageValues } from './catalog';
import { LANGUAGES, type Language } from './languages';

// Code that uses this module (the api) reads catalogs as written, not built: the shared instance, which the
// formats and the clinic's names use (inLanguage), compiles them as it reads them. Lingui does so by itself
// only outside production; a page never imports this module, so the parser stays out of the browser.
i18n.setMessagesCompiler(compileMessage);

/**
 * Texts for code that answers many people at once in their own languages (the api: envelope messages,
 * e-mails, WhatsApp, files): one Lingui instance per language, each always active, so no request ever
 * switches another's language. Every message is compiled once, here (the api reads raw catalogs): Lingui
 * would otherwise parse a raw message again on every call.
 */
export function createTranslator<C extends Catalog>(catalogs: Record<Language, Catalog> & { en: C }) {
  const instances = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const raw = { ...flattenCatalog(catalogs.en), ...flattenCatalog(catalogs[lang]) };
      const compiled = Object.fromEntries(
        Object.entries(raw).map(([key, message]) => [key, typeof message === 'string' ? compileMessage(message) : message]),
      );
      return [lang, setupI18n({ locale: lang, messages: { [lang]: compiled } })];
    }),
  ) as Record<Language, I18n>;
  return (lang: Language, key: Leaves<C>, values?: MessageValues): string =>
    instances[lang]._(key, values as Record<string, unknown> | undefined);
}

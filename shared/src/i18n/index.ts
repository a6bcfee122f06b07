export { LANGUAGES, LANGUAGE_NAMES, DEFAULT_LANGUAGE, isLanguage, intlLocale, type Language } from './languages';
export {
  i18n,
  activateLanguage,
  inLanguage,
  acceptServedMessages,
  currentLanguage,
  ensureLanguage,
  messagesOf,
  takeUsedMessages,
  translateIn,
  hasMessage,
  flattenCatalog,
  type Catalog,
  type CatalogSource,
  type Leaves,
  type MessageValues,
} from './catalog';
export { defineCatalog, richText, useLanguage, type Translate } from './define-catalog';
export { setLanguage } from './set-language';

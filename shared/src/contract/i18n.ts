import { currentLanguage, defineCatalog, hasMessage } from '@clinic/shared/i18n';
import type en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';

/**
 * The contract's own sentences (MESSAGES, the schemas' validation texts), keyed by their English text so
 * that a message the api or a schema gave in English is shown in the reader's language. The English
 * catalog is not bundled: in English the sentence is its own translation.
 */
const { translate } = defineCatalog<typeof en>('contract', {}, { hi, kn });

/** A contract sentence in the active language; any other text comes back as it is. */
export const translateMessage = (english: string): string =>
  currentLanguage() !== 'en' && hasMessage('contract', english) ? translate(english as Parameters<typeof translate>[0]) : english;

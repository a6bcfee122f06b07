import type { Leaves } from '@clinic/shared/i18n';
import { createTranslator } from '@clinic/shared/i18n/translator';
import en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';

/** The readable data export's words, in each language (decision 47). */
export const readableWords = createTranslator({ en, hi, kn });
export type ReadableKey = Leaves<typeof en>;

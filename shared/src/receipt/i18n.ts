import { defineCatalog } from '@clinic/shared/i18n';
import en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';

/**
 * The receipt's words (decision 32), the same on the page and in the PDF: in the language on screen by
 * default, or in the one a caller names (the api writes the PDF in the patient's language).
 */
export const { useT: useReceiptT, translate: translateReceipt } = defineCatalog('receipt', en, { hi, kn });

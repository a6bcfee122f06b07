import { defineCatalog } from '@clinic/shared/i18n';
import en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';

/** The shared components' own texts (buttons, fields, empty states). */
export const { useT: useUiT, translate: translateUi } = defineCatalog('ui', en, { hi, kn });

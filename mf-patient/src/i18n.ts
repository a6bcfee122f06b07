import { defineCatalog } from '@clinic/shared/i18n';
import en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';

/** This app's texts (src/locales): `t('part.key', values)` in components, `translate` outside React. */
export const { useT, translate, useAllWords } = defineCatalog('patient', en, { hi, kn });

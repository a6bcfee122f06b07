import { defineCatalog } from '@clinic/shared/i18n';
import en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';

/** The staff panels' shared screens' texts (tables, dialogs, calendars both panels show). */
export const { useT: useStaffT, translate: translateStaff } = defineCatalog('staff', en, { hi, kn });

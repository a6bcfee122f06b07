import { defineCatalog } from '@clinic/shared/i18n';
import en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';

/** The calendar file's words (its title, description and file name). */
export const { translate: translateCalendar } = defineCatalog('calendar', en, { hi, kn });

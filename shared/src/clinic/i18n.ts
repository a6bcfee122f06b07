import { defineCatalog, hasMessage } from '@clinic/shared/i18n';
import en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';

/**
 * The clinic's own words that several apps show: the names of specialities, services and the languages
 * doctors speak. The stored values (and the URLs built from them) stay English; only what is shown changes.
 */
export const { useT: useClinicT, translate: translateClinic } = defineCatalog('clinic', en, { hi, kn });

// Only a value the clinic lists has a name: anything else (an old value, a typo stored long ago) shows as stored.
const named = (group: 'speciality' | 'service' | 'language', value: string): string =>
  hasMessage('clinic', `${group}.${value}`) ? translateClinic(`${group}.${value}` as Parameters<typeof translateClinic>[0]) : value;

/** A speciality as the reader's language names it; one the clinic no longer lists is shown as stored. */
export const specialityName = (speciality: string): string => named('speciality', speciality);
/** A service's title (by its id) in the reader's language. */
export const serviceName = (id: string): string => named('service', id);
/** A language a doctor speaks, named in the reader's language. */
export const doctorLanguageName = (language: string): string => named('language', language);

/** One of the clinic's own sentences (CLINIC.landmark, CLINIC.chatGreeting) in the reader's language. */
export const clinicFact = (fact: keyof (typeof en)['fact']): string => translateClinic(`fact.${fact}`);

/**
 * A doctor's experience as stored (`5 Year`, decision 22) in the reader's words, with the language's plural and
 * number formatting: `1 year`, `5 years`, `5 साल`, `5 ವರ್ಷ`. A value of another form is shown as stored.
 */
export function experienceText(experience: string): string {
  const years = /^(\d+) Year$/.exec(experience)?.[1];
  return years === undefined ? experience : translateClinic('experience', { count: Number(years) });
}

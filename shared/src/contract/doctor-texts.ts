import { z } from 'zod';
import { multiLineText, singleLineText } from './primitives';

/** Decision 42: a few words beside the speciality ("Paediatric audiology"); empty when not given. */
export const focusSchema = singleLineText('Focus').max(80, { message: 'Focus is too long (80 characters at most)' });

/** What a doctor writes about themselves, in a few paragraphs. */
export const aboutSchema = multiLineText('About').max(4000);

const addressLineSchema = singleLineText('Address').max(200);

/** The languages a doctor's own words may be given in besides English, the spec's fields (decision 53). */
export const DOCTOR_TEXT_LANGUAGES = ['hi', 'kn'] as const;
export type DoctorTextLanguage = (typeof DOCTOR_TEXT_LANGUAGES)[number];

const INVALID = 'Translations are missing or invalid';

/** One language's version of a doctor's free texts; every field optional (an empty one shows the English). */
const doctorTextsSchema = z.strictObject(
  {
    about: aboutSchema.optional(),
    focus: focusSchema.optional(),
    address: z.strictObject({ line1: addressLineSchema.optional(), line2: addressLineSchema.optional() }, { error: INVALID }).optional(),
  },
  { error: INVALID },
);

export interface DoctorTexts {
  about?: string;
  focus?: string;
  address?: { line1?: string; line2?: string };
}
export type DoctorTranslations = Partial<Record<DoctorTextLanguage, DoctorTexts>>;

/** Drops what says nothing (a blank field, a language with no field), so "not given" is stored one way: absent. */
function withoutBlanks(translations: DoctorTranslations): DoctorTranslations {
  const kept: DoctorTranslations = {};
  for (const lang of DOCTOR_TEXT_LANGUAGES) {
    const texts = translations[lang];
    if (!texts) continue;
    const address = Object.fromEntries(Object.entries(texts.address ?? {}).filter(([, line]) => line));
    const some: DoctorTexts = {
      ...(texts.about && { about: texts.about }),
      ...(texts.focus && { focus: texts.focus }),
      ...(Object.keys(address).length > 0 && { address }),
    };
    if (Object.keys(some).length > 0) kept[lang] = some;
  }
  return kept;
}

/**
 * A doctor's about, focus and address lines in Hindi and Kannada, as staff send them (decision 53): only
 * `hi` and `kn`, each field checked as its English one is; blanks are dropped.
 */
export const doctorTranslationsSchema = z
  .strictObject({ hi: doctorTextsSchema.optional(), kn: doctorTextsSchema.optional() }, { error: INVALID })
  .overwrite(withoutBlanks);

const doctorTextsViewSchema = z.object({
  about: z.string().optional(),
  focus: z.string().optional(),
  address: z.object({ line1: z.string().optional(), line2: z.string().optional() }).optional(),
});

/** The translations as the api answers them: read back as stored. */
export const doctorTranslationsViewSchema = z.object({ hi: doctorTextsViewSchema.optional(), kn: doctorTextsViewSchema.optional() });

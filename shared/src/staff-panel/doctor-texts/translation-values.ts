import { DOCTOR_TEXT_LANGUAGES, type DoctorTextLanguage, type DoctorTranslations } from '@clinic/shared/contract';

/** One language's inputs: every field a string, '' where nothing is written (the schema drops those). */
export interface TranslationInputs {
  about: string;
  focus: string;
  address: { line1: string; line2: string };
}
export type TranslationFormValues = Record<DoctorTextLanguage, TranslationInputs>;

/** The forms' starting values from what the doctor has (decision 53): empty inputs for what is not written. */
export const translationFormValues = (translations: DoctorTranslations | undefined): TranslationFormValues =>
  Object.fromEntries(
    DOCTOR_TEXT_LANGUAGES.map((lang) => {
      const given = translations?.[lang];
      return [
        lang,
        {
          about: given?.about ?? '',
          focus: given?.focus ?? '',
          address: { line1: given?.address?.line1 ?? '', line2: given?.address?.line2 ?? '' },
        },
      ];
    }),
  ) as TranslationFormValues;

/** The name of one input, as react-hook-form's `register` takes it. */
export type TranslationFieldName = `translations.${DoctorTextLanguage}.${'focus' | 'about' | 'address.line1' | 'address.line2'}`;

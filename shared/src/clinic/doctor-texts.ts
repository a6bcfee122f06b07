import type { Doctor } from '@clinic/shared/contract';
import { currentLanguage, type Language } from '@clinic/shared/i18n';

export interface ShownDoctorTexts {
  about: string;
  focus: string;
  address: { line1: string; line2: string };
}

/**
 * A doctor's own words in the reader's language (decision 53): each field as staff gave it in Hindi or
 * Kannada, and the English one wherever they did not; in English, the spec's fields as they are.
 */
export function doctorTexts(
  doctor: Pick<Doctor, 'about' | 'focus' | 'address' | 'translations'>,
  lang: Language = currentLanguage(),
): ShownDoctorTexts {
  const given = lang === 'en' ? undefined : doctor.translations?.[lang];
  return {
    about: given?.about || doctor.about,
    focus: given?.focus || doctor.focus,
    address: {
      line1: given?.address?.line1 || doctor.address.line1,
      line2: given?.address?.line2 || doctor.address.line2,
    },
  };
}

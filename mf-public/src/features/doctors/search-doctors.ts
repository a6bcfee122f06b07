import { doctorLanguageName, serviceName, serviceTitle, specialityName } from '@clinic/shared/clinic';
import type { Doctor } from '@clinic/shared/contract';
import { foldText, type ClinicTerms } from '@clinic/shared/search';

export type SearchableDoctor = Pick<Doctor, 'name' | 'focus' | 'speciality'> & {
  languages: readonly string[];
  services: readonly string[];
  /** The focus staff wrote in Hindi and Kannada (decision 53), found like the English one. */
  translations?: Pick<NonNullable<Doctor['translations']>, 'hi' | 'kn'>;
};

/**
 * The words of a search; an empty or blank search has none and so matches everyone. Before the term table
 * has arrived (or should it not come), the search is by spelling alone: its folded words.
 */
export const searchTerms = (query: string, terms?: ClinicTerms): string[] =>
  terms ? terms.searchWords(query) : foldText(query).split(' ').filter(Boolean);

/**
 * Everything a visitor may look a doctor up by: name, focus, speciality, the titles of their services,
 * languages; the last three both as stored (English) and as the reader's language names them. With the
 * clinic's term table, what the stored words mean is added in all three languages, so "ಮಾತು", "स्पीच" and
 * "speech" find the same doctors whichever language the page is in.
 */
function searchableText(doctor: SearchableDoctor, terms: ClinicTerms | undefined): string {
  // Everyone on the list is a doctor, whatever their name says.
  const stored = ['doctor', doctor.name, doctor.focus, doctor.speciality, ...doctor.services.map(serviceTitle), ...doctor.languages];
  const shown = [
    specialityName(doctor.speciality),
    ...doctor.services.map(serviceName),
    ...doctor.languages.map(doctorLanguageName),
    doctor.translations?.hi?.focus ?? '',
    doctor.translations?.kn?.focus ?? '',
  ];
  // Field by field, so that no phrase is read across the end of one and the start of the next.
  const related = terms ? stored.flatMap((field) => terms.relatedWords(field)) : [];
  return ` ${foldText([...stored, ...shown].join(' '))} ${related.join(' ')}`;
}

/**
 * Decision 43: every word of the search must begin a word of the doctor's text ("kannada tinnitus" finds a
 * doctor who speaks Kannada and treats tinnitus; "aud" finds audiologists; "ear" does not find "hearing"),
 * however Hindi and Kannada are spelled; with the term table (`terms`), in any of the three languages.
 */
export function searchDoctors<T extends SearchableDoctor>(doctors: readonly T[], query: string, terms?: ClinicTerms): T[] {
  const words = searchTerms(query, terms);
  if (words.length === 0) return [...doctors];
  return doctors.filter((doctor) => {
    const text = searchableText(doctor, terms);
    return words.every((word) => text.includes(` ${word}`));
  });
}

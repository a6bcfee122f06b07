import { doctorLanguageName, serviceName, serviceTitle, specialityName } from '@clinic/shared/clinic';
import type { Doctor } from '@clinic/shared/contract';

export type SearchableDoctor = Pick<Doctor, 'name' | 'focus' | 'speciality'> & {
  languages: readonly string[];
  services: readonly string[];
};

/**
 * Lower case without accents or punctuation, so "dr iyer" finds "Dr. Iyer"; "ae" read as "e", so the
 * spec's "Pediatricians" and the clinic's "Paediatric audiology" are found by either spelling. Hindi and
 * Kannada keep their vowel signs (marks, not letters); the invisible joiners some words are typed with go.
 */
const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u200c\u200d]/g, '')
    .toLowerCase()
    .replace(/ae/g, 'e')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** The words of a search; an empty or blank search has none and so matches everyone. */
export const searchTerms = (query: string): string[] => normalise(query).split(' ').filter(Boolean);

/**
 * Everything a visitor may look a doctor up by: name, focus, speciality, the titles of their services,
 * languages; the last three both as stored (English) and as the reader's language names them.
 */
const searchableText = (doctor: SearchableDoctor): string =>
  ` ${normalise(
    [
      doctor.name,
      doctor.focus,
      doctor.speciality,
      specialityName(doctor.speciality),
      ...doctor.services.map(serviceTitle),
      ...doctor.services.map(serviceName),
      ...doctor.languages,
      ...doctor.languages.map(doctorLanguageName),
    ].join(' '),
  )}`;

/**
 * Decision 43: every word of the search must begin a word of the doctor's text ("kannada tinnitus" finds a
 * doctor who speaks Kannada and treats tinnitus; "aud" finds audiologists; "ear" does not find "hearing").
 */
export function searchDoctors<T extends SearchableDoctor>(doctors: readonly T[], query: string): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...doctors];
  return doctors.filter((doctor) => {
    const text = searchableText(doctor);
    return terms.every((term) => text.includes(` ${term}`));
  });
}

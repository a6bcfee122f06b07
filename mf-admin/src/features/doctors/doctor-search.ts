import { specialityName } from '@clinic/shared/clinic';
import type { Doctor } from '@clinic/shared/contract';
import { foldText } from '@clinic/shared/search';

/**
 * Spec section 5: the admin's search matches the name or the speciality (as stored, or as the reader's
 * language names it), ignoring case, and, as on /doctors, how Hindi and Kannada words are spelled.
 */
export function filterDoctors<D extends Pick<Doctor, 'name' | 'speciality'>>(doctors: D[], query: string): D[] {
  const term = foldText(query);
  if (!term) return doctors;
  return doctors.filter((d) => [d.name, d.speciality, specialityName(d.speciality)].some((text) => foldText(text).includes(term)));
}

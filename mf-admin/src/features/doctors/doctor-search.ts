import { specialityName } from '@clinic/shared/clinic';
import type { Doctor } from '@clinic/shared/contract';

/** Spec section 5: the admin's search matches the name or the speciality (as stored, or as the reader's language names it), ignoring case. */
export function filterDoctors<D extends Pick<Doctor, 'name' | 'speciality'>>(doctors: D[], query: string): D[] {
  const term = query.trim().toLocaleLowerCase();
  if (!term) return doctors;
  return doctors.filter(
    (d) =>
      d.name.toLocaleLowerCase().includes(term) ||
      d.speciality.toLocaleLowerCase().includes(term) ||
      specialityName(d.speciality).toLocaleLowerCase().includes(term),
  );
}

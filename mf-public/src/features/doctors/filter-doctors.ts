import { SPECIALITIES, type Doctor } from '@clinic/shared/contract';

/** The doctors of one speciality, or everyone when none is chosen. Exact names, as the route carries them. */
export function filterDoctors<T extends Pick<Doctor, 'speciality'>>(doctors: readonly T[], speciality?: string): T[] {
  return speciality ? doctors.filter((d) => d.speciality === speciality) : [...doctors];
}

export const isKnownSpeciality = (value: string | undefined): boolean =>
  value !== undefined && (SPECIALITIES as readonly string[]).includes(value);

import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useDoctorsStore } from '@clinic/shared/stores';
import { filterDoctors } from '../filter-doctors';

/** The doctor list of the shared store, filtered by the `:speciality` of the route. */
export function useFilteredDoctors() {
  const { speciality } = useParams<{ speciality?: string }>();
  const doctors = useDoctorsStore((s) => s.doctors);
  const status = useDoctorsStore((s) => s.status);
  const filtered = useMemo(() => filterDoctors(doctors, speciality), [doctors, speciality]);
  // The list is loaded at start-up; until the first answer there is nothing honest to say "not found" about.
  const loading = doctors.length === 0 && (status === 'idle' || status === 'loading');
  return { speciality, doctors: filtered, loading };
}

import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useDoctorsStore } from '@clinic/shared/stores';
import { filterDoctors } from '../filter-doctors';

/**
 * The doctor list of the shared store, filtered by the `:speciality` of the route: `speciality` is the
 * route's, for the filter; `listed` is the one the list shown is filtered by, a moment behind.
 */
export function useFilteredDoctors() {
  const { speciality } = useParams<{ speciality?: string }>();
  // Deferred as one: the grid of a newly arrived list (or filter) renders in a transition, in slices the
  // browser can interleave with input, instead of one long task; doctors and status stay consistent.
  const { doctors, status } = useDeferredValue(useDoctorsStore());
  const shownSpeciality = useDeferredValue(speciality);
  const filtered = useMemo(() => filterDoctors(doctors, shownSpeciality), [doctors, shownSpeciality]);
  // The list is loaded at start-up; until the first answer there is nothing honest to say "not found" about.
  const loading = doctors.length === 0 && (status === 'idle' || status === 'loading');
  return { speciality, listed: shownSpeciality, doctors: filtered, loading };
}

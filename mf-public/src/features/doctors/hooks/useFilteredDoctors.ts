import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useLanguage } from '@clinic/shared/i18n';
import { useDoctorsStore } from '@clinic/shared/stores';
import { filterDoctors } from '../filter-doctors';
import { searchDoctors, searchTerms } from '../search-doctors';
import { useClinicTerms } from './useClinicTerms';

/**
 * The doctor list of the shared store, filtered by the `:speciality` of the route and by the search text:
 * `speciality` is the route's, for the filter; `listed` and `searched` are the ones the list shown is
 * filtered by, a moment behind.
 */
export function useFilteredDoctors(search: string) {
  const { speciality } = useParams<{ speciality?: string }>();
  // Deferred as one: the grid of a newly arrived list (or filter) renders in a transition, in slices the
  // browser can interleave with input, instead of one long task; doctors and status stay consistent.
  const { doctors, status } = useDeferredValue(useDoctorsStore());
  const shownSpeciality = useDeferredValue(speciality);
  const searched = useDeferredValue(search);
  // The search also reads the names of specialities, services and languages in the reader's language.
  const lang = useLanguage();
  const terms = useClinicTerms(searchTerms(searched).length > 0);
  const filtered = useMemo(
    () => searchDoctors(filterDoctors(doctors, shownSpeciality), searched, terms),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [doctors, shownSpeciality, searched, lang, terms],
  );
  // The list is loaded at start-up; until the first answer there is nothing honest to say "not found" about.
  const loading = doctors.length === 0 && (status === 'idle' || status === 'loading');
  return { speciality, listed: shownSpeciality, searched, doctors: filtered, loading };
}

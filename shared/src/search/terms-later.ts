import type { ClinicTerms } from './term-search';

// The browser's way to the term table: it is most of the search's weight and no page needs it to first
// paint, so it arrives when a search needs it (`@clinic/shared/search/terms`; the server's is terms-now.ts).
let loaded: ClinicTerms | undefined;
let loading: Promise<ClinicTerms | undefined> | undefined;
let failed = false;

/** The table if it has arrived. */
export const loadedClinicTerms = (): ClinicTerms | undefined => loaded;

/** True once asking for the table failed (offline, say): the search then goes on by spelling alone. */
export const clinicTermsFailed = (): boolean => failed;

/** Asks for the table once (again after a failure); resolves with it, or with nothing when it cannot come. */
export function loadClinicTerms(): Promise<ClinicTerms | undefined> {
  loading ??= import('./clinic-terms').then(
    (terms) => {
      failed = false;
      return (loaded = terms.CLINIC_TERMS_SEARCH);
    },
    () => {
      failed = true;
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

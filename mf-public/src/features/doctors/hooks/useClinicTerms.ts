import { clinicTermsFailed, loadClinicTerms, loadedClinicTerms } from '@clinic/shared/search/terms';
import type { ClinicTerms } from '@clinic/shared/search';

/**
 * The clinic's term table for a search that needs it (a non-empty one). Until it has arrived the render
 * waits for it (Suspense): a page rendered with `?q=` stays as the server drew it, with the table, until
 * the browser has it too, and while typing the list shown stays until the next one is ready. Should the
 * table not come, the search goes on by spelling alone.
 */
export function useClinicTerms(needed: boolean): ClinicTerms | undefined {
  const loaded = loadedClinicTerms();
  if (!needed || loaded || clinicTermsFailed()) return loaded;
  // React 18's way to wait in a render: throw the promise; the render is tried again once it settles.
  throw loadClinicTerms();
}

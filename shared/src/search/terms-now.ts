import { CLINIC_TERMS_SEARCH } from './clinic-terms';
import type { ClinicTerms } from './term-search';

// The server's (and Node's) way to the term table: in the bundle from the start, so a page rendered with
// `?q=` is rendered from it at once. The same calls as terms-later.ts, which the browser gets.
export const loadedClinicTerms = (): ClinicTerms | undefined => CLINIC_TERMS_SEARCH;
export const clinicTermsFailed = (): boolean => false;
export const loadClinicTerms = (): Promise<ClinicTerms | undefined> => Promise.resolve(CLINIC_TERMS_SEARCH);

import type { PatientListQuery } from '@clinic/shared/contract';

/** Smaller than the appointment lists' page, so a chosen patient's details are not far below the list. */
export const PATIENT_PAGE_SIZE = 10;
/** The api refuses longer searches (patientListQuerySchema); a longer paste is cut rather than refused. */
const MAX_QUERY = 100;

/** The query of one page of the patient search; `page` and `limit` are always sent. */
export function patientListQuery({ q, page }: { q: string; page: number }): PatientListQuery {
  const query: PatientListQuery = { page: Math.max(1, Math.floor(page)), limit: PATIENT_PAGE_SIZE };
  const term = q.trim().slice(0, MAX_QUERY);
  if (term) query.q = term;
  return query;
}

/** `1 upcoming appointment`, `3 upcoming appointments` (English only; the screens count in ICU plurals, src/locales). */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

import type { AppointmentListQuery, AppointmentStatus } from '@clinic/shared/contract';

export type StatusFilter = 'all' | AppointmentStatus;

/**
 * The filters of spec section 2 and No-show (decision 41), in the order the tabs show them: `label` is the
 * spec's English, `key` the tab's words in the catalog (StatusTabs shows those, in the language on screen).
 */
export const STATUS_FILTERS: readonly {
  value: StatusFilter;
  label: string;
  key: 'all' | 'active' | 'completed' | 'cancelled' | 'noShow';
}[] = [
  { value: 'all', label: 'All', key: 'all' },
  { value: 'active', label: 'Active', key: 'active' },
  { value: 'completed', label: 'Completed', key: 'completed' },
  { value: 'cancelled', label: 'Cancelled', key: 'cancelled' },
  { value: 'no-show', label: 'No-show', key: 'noShow' },
];

export const PAGE_SIZE = 20;
/** The api refuses longer searches; a longer paste is cut rather than refused. */
const MAX_QUERY = 120;

export interface ListFilters {
  status: StatusFilter;
  q: string;
  page: number;
  /** One clinic day, `YYYY-MM-DD`, or '' for every day (decision 41). */
  date?: string;
}

/**
 * The query of one page. `page` and `limit` are always sent so the api answers with a page and the
 * per-status counts (decision 21) instead of the whole list.
 */
export function buildListQuery(filters: ListFilters, limit = PAGE_SIZE): AppointmentListQuery {
  const query: AppointmentListQuery = { page: Math.max(1, Math.floor(filters.page)), limit };
  if (filters.status !== 'all') query.status = filters.status;
  const term = filters.q.trim().slice(0, MAX_QUERY);
  if (term) query.q = term;
  if (filters.date) query.date = filters.date;
  return query;
}

export function pageCount(total: number, limit = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / limit));
}

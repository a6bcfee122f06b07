import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isIsoDate } from '@clinic/shared/contract';
import { STATUS_FILTERS, type ListFilters, type StatusFilter } from '../list-query';
import { useDebouncedValue } from './useDebouncedValue';

const isStatus = (value: string | null): value is StatusFilter => STATUS_FILTERS.some((f) => f.value === value);

/** `?status=active&q=asha&page=3&date=2026-03-05` → the list's filters; anything unreadable falls back to the default. */
export function readListParams(params: URLSearchParams): { status: StatusFilter; search: string; page: number; date: string } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const date = params.get('date') ?? '';
  return {
    status: isStatus(status) ? status : 'all',
    search: params.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    date: isIsoDate(date) ? date : '',
  };
}

/**
 * The status, search, day and page of a list, kept in the address so that a reload, a shared link and
 * Back show the same list. A new status, search or day goes back to the first page. A status, day or page
 * chosen, or a search begun, is a step Back returns from; the letters typed after the first are not.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const { status, search, page, date } = readListParams(params);
  const q = useDebouncedValue(search);
  const filters: ListFilters = { status, q, page, date };

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  /** `replace` for a correction the reader did not ask for (stepping back from a page that emptied). */
  const setPage = useCallback((value: number, replace = false) => update({ page: value > 1 ? String(value) : null }, replace), [update]);

  return {
    filters,
    search,
    // A search begun is a step; the letters after it refine it in place.
    setSearch: (value: string) => update({ q: value || null, page: null }, search !== ''),
    setStatus: (value: StatusFilter) => update({ status: value === 'all' ? null : value, page: null }, false),
    /** A day, `YYYY-MM-DD`, or '' for every day. */
    setDate: (value: string) => update({ date: value || null, page: null }, false),
    setPage,
  };
}

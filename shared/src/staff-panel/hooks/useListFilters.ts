import { useState } from 'react';
import { INITIAL_FILTERS, type ListFilters, type StatusFilter } from '../list-query';
import { useDebouncedValue } from './useDebouncedValue';

/** The status, search and page of a list; a new status or search goes back to the first page. */
export function useListFilters() {
  const [status, setStatusState] = useState<StatusFilter>(INITIAL_FILTERS.status);
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search);
  const filters: ListFilters = { status, q, page };
  return {
    filters,
    search,
    setSearch: (value: string) => {
      setSearchState(value);
      setPage(1);
    },
    setStatus: (value: StatusFilter) => {
      setStatusState(value);
      setPage(1);
    },
    setPage,
  };
}

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { readListParams, useListFilters } from './useListFilters';

// The staff lists keep their filters in the address: a reload or a shared link shows the same list, and
// Back steps through the statuses and pages the reader chose, not through every letter typed.
function setUp(initial = '/all-appointments') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListFilters(), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe('list filters in the address', () => {
  test('an address with filters opens the list filtered', () => {
    const { result } = setUp('/all-appointments?status=no-show&q=asha&page=3&date=2026-03-05');
    expect(result.current.list.filters).toEqual({ status: 'no-show', q: 'asha', page: 3, date: '2026-03-05' });
    expect(result.current.list.search).toBe('asha');
  });

  test('unreadable values fall back to the whole list', () => {
    for (const search of ['?status=deleted&page=-2', '?page=1.5', '?page=abc', '?date=2026-02-30', '?date=5_3_2026', '']) {
      expect(readListParams(new URLSearchParams(search))).toEqual({ status: 'all', search: '', page: 1, date: '' });
    }
  });

  test('choosing a status or a page, or beginning a search, is a step Back returns from; each letter is not', () => {
    const { result } = setUp();
    act(() => result.current.list.setStatus('active'));
    expect(result.current.location.search).toBe('?status=active');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?status=active&page=2');
    act(() => result.current.list.setSearch('a'));
    act(() => result.current.list.setSearch('as'));
    // A new search starts from the first page.
    expect(result.current.location.search).toBe('?status=active&q=as');
    expect(result.current.list.search).toBe('as');

    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?status=active&page=2');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?status=active');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
    expect(result.current.list.filters).toEqual({ status: 'all', q: '', page: 1, date: '' });
  });

  test('choosing a day is a step, goes back to the first page and keeps the other filters', () => {
    const { result } = setUp('/all-appointments?status=active&page=2');
    act(() => result.current.list.setDate('2026-03-05'));
    expect(result.current.location.search).toBe('?status=active&date=2026-03-05');
    act(() => result.current.list.setDate(''));
    expect(result.current.location.search).toBe('?status=active');
    act(() => result.current.navigate(-1));
    expect(result.current.list.filters.date).toBe('2026-03-05');
  });

  test('stepping back from a page that emptied replaces the entry, so Back does not land on it again', () => {
    const { result } = setUp('/all-appointments?page=2');
    act(() => result.current.list.setStatus('completed'));
    act(() => result.current.list.setPage(4));
    act(() => result.current.list.setPage(3, true));
    expect(result.current.location.search).toBe('?status=completed&page=3');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?status=completed');
  });
});

import { appointmentListQuerySchema } from '@clinic/shared/contract';
import { buildListQuery, pageCount, PAGE_SIZE, STATUS_FILTERS } from './list-query';

describe('buildListQuery', () => {
  it('always asks for a page, so the api answers with counts instead of the whole list', () => {
    expect(buildListQuery({ status: 'all', q: '', page: 1 })).toEqual({ page: 1, limit: PAGE_SIZE });
  });

  it('sends the status filter except for All', () => {
    expect(buildListQuery({ status: 'active', q: '', page: 2 })).toEqual({ page: 2, limit: PAGE_SIZE, status: 'active' });
    expect(buildListQuery({ status: 'cancelled', q: '', page: 1 }).status).toBe('cancelled');
    expect(buildListQuery({ status: 'all', q: '', page: 1 })).not.toHaveProperty('status');
  });

  it('trims the search, drops a blank one and cuts one the api would refuse', () => {
    expect(buildListQuery({ status: 'all', q: '  Asha ', page: 1 }).q).toBe('Asha');
    expect(buildListQuery({ status: 'all', q: '   ', page: 1 })).not.toHaveProperty('q');
    const long = buildListQuery({ status: 'all', q: 'x'.repeat(500), page: 1 });
    expect(appointmentListQuerySchema.safeParse(long).success).toBe(true);
  });

  it('never sends a page below 1', () => {
    expect(buildListQuery({ status: 'all', q: '', page: 0 }).page).toBe(1);
  });
});

test('pageCount keeps one page for an empty list and rounds up', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(PAGE_SIZE)).toBe(1);
  expect(pageCount(PAGE_SIZE + 1)).toBe(2);
});

test('the filters are the spec’s four, in its order, then No-show (decision 41)', () => {
  expect(STATUS_FILTERS.map((f) => f.label)).toEqual(['All', 'Active', 'Completed', 'Cancelled', 'No-show']);
});

test('a day is sent as it is written in the address, and the api takes it', () => {
  const query = buildListQuery({ status: 'no-show', q: '', page: 1, date: '2026-03-05' });
  expect(query).toEqual({ page: 1, limit: PAGE_SIZE, status: 'no-show', date: '2026-03-05' });
  expect(appointmentListQuerySchema.safeParse(query).success).toBe(true);
  expect(buildListQuery({ status: 'all', q: '', page: 1, date: '' })).not.toHaveProperty('date');
});

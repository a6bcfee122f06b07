import { patientListQuery, plural } from './patient';

test('a page of the search always names its page and size; a blank search is left out', () => {
  expect(patientListQuery({ q: '', page: 1 })).toEqual({ page: 1, limit: 10 });
  expect(patientListQuery({ q: '   ', page: 3 })).toEqual({ page: 3, limit: 10 });
  expect(patientListQuery({ q: ' asha ', page: 0 })).toEqual({ page: 1, limit: 10, q: 'asha' });
});

test('a paste longer than the api accepts is cut to its limit instead of being refused', () => {
  expect(patientListQuery({ q: 'x'.repeat(300), page: 1 }).q).toHaveLength(100);
});

test('counts read as words', () => {
  expect(plural(1, 'upcoming appointment')).toBe('1 upcoming appointment');
  expect(plural(0, 'upcoming appointment')).toBe('0 upcoming appointments');
});

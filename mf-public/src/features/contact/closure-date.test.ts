import { formatClosureDate } from './closure-date';

test('a closure date with its weekday, without the year', () => {
  expect(formatClosureDate('12_11_2026')).toBe('Thursday 12 November');
  expect(formatClosureDate('1_1_2027')).toBe('Friday 1 January');
  expect(formatClosureDate('29_2_2028')).toBe('Tuesday 29 February');
  expect(formatClosureDate('15_11_2026')).toBe('Sunday 15 November');
  expect(formatClosureDate('5_13_2026')).toBe('5_13_2026');
});

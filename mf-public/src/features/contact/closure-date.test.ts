import { inLanguage } from '@clinic/shared/i18n';
import { formatClosureDate } from './closure-date';

test('a closure date with its weekday, without the year', () => {
  expect(formatClosureDate('12_11_2026')).toBe('Thursday 12 November');
  expect(formatClosureDate('1_1_2027')).toBe('Friday 1 January');
  expect(formatClosureDate('29_2_2028')).toBe('Tuesday 29 February');
  expect(formatClosureDate('15_11_2026')).toBe('Sunday 15 November');
  expect(formatClosureDate('5_13_2026')).toBe('5_13_2026');
});

// Issue 35 point 12: Intl writes Kannada month first (`ಗುರುವಾರ, ನವೆಂಬರ್ 12`); the site writes the day first.
test('a closure date in Hindi and Kannada, day before month', () => {
  expect(inLanguage('hi', () => formatClosureDate('12_11_2026'))).toBe('गुरुवार, 12 नवंबर');
  expect(inLanguage('kn', () => formatClosureDate('12_11_2026'))).toBe('ಗುರುವಾರ, 12 ನವೆಂಬರ್');
});

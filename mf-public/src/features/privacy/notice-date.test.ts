import { inLanguage } from '@clinic/shared/i18n';
import { noticeDate } from './notice-date';

test('the privacy notice’s date, day before month in every language', () => {
  expect(noticeDate('2026-11-25')).toBe('25 November 2026');
  expect(inLanguage('hi', () => noticeDate('2026-11-25'))).toBe('25 नवंबर 2026');
  // Intl writes `ನವೆಂಬರ್ 25, 2026`.
  expect(inLanguage('kn', () => noticeDate('2026-11-25'))).toBe('25 ನವೆಂಬರ್ 2026');
});

import { activateLanguage } from '@clinic/shared/i18n';
import { calendarFormatter, longDayName, shortMonthName } from './slot-day-text';

afterEach(() => activateLanguage('en'));

// Issue 35 point 12: one date shape per language. Intl writes Kannada month first (`ಗುರುವಾರ, ಮಾರ್ಚ್ 5`);
// the site writes the day first everywhere, as on the appointment cards (`5 ಮಾರ್ಚ್ 2026`).
test('a day of the picker, the change-time dialog and the confirmation, day before month in every language', () => {
  const confirmationDay = calendarFormatter({ weekday: 'long', day: 'numeric', month: 'long' });
  expect(longDayName('5_3_2026')).toBe('Thursday 5 March');
  activateLanguage('hi');
  expect(longDayName('5_3_2026')).toBe('गुरुवार, 5 मार्च');
  activateLanguage('kn');
  expect(longDayName('5_3_2026')).toBe('ಗುರುವಾರ, 5 ಮಾರ್ಚ್');
  expect(confirmationDay(new Date(Date.UTC(2026, 10, 27)))).toBe('ಶುಕ್ರವಾರ, 27 ನವೆಂಬರ್');
});

test('a birth date in full, and the short month of the picker’s day buttons', () => {
  const birthDay = calendarFormatter({ day: 'numeric', month: 'long', year: 'numeric' });
  expect(birthDay(new Date(Date.UTC(1950, 0, 31)))).toBe('31 January 1950');
  expect(shortMonthName(3)).toBe('Mar');
  activateLanguage('kn');
  expect(birthDay(new Date(Date.UTC(1950, 0, 31)))).toBe('31 ಜನವರಿ 1950');
  activateLanguage('hi');
  expect(shortMonthName(8)).toBe('अग॰');
});

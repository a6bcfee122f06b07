import { activateLanguage } from '@clinic/shared/i18n';
import { translate } from '../../i18n';
import { leaveErrors, EMPTY_LEAVE } from './leave-draft';
import { dateInWords, describeDay, minutesInWords, weekdayName } from './schedule-text';

afterEach(() => activateLanguage('en'));

test('durations, days and form errors follow the language, with its plurals', () => {
  activateLanguage('hi');
  expect(minutesInWords(90)).toBe('1 घंटा 30 मिनट');
  expect(minutesInWords(3 * 60)).toBe('3 घंटे');
  expect(describeDay([])).toBe('बंद');
  expect(weekdayName('mon')).toBe('सोमवार');
  expect(dateInWords('2_11_2025')).toBe('रविवार, 2 नवंबर 2025');
  expect(leaveErrors(EMPTY_LEAVE)).toEqual({ from: 'छुट्टी का पहला दिन चुनें', reason: 'कृपया कारण बताएँ' });
  // The screen-reader part of a button's name keeps its tags, wherever the language puts it.
  expect(translate('Inbox.read', { name: 'Asha' })).toBe('<hidden>Asha का </hidden>संदेश पढ़ें');
  activateLanguage('kn');
  expect(minutesInWords(2 * 1440)).toBe('2 ದಿನ');
  // Day before month, as on every other date of the site (Intl writes `ಭಾನುವಾರ, ನವೆಂಬರ್ 2, 2025`).
  expect(dateInWords('2_11_2025')).toBe('ಭಾನುವಾರ, 2 ನವೆಂಬರ್ 2025');
  activateLanguage('en');
  expect(minutesInWords(90)).toBe('1 hour 30 minutes');
  expect(dateInWords('2_11_2025')).toBe('Sunday 2 November 2025');
});

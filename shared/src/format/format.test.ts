import { inLanguage } from '@clinic/shared/i18n';
import { formatDayDate, formatFullDate, formatLongDate, formatMoment, formatRupees, formatSlotDate, formatSlotTime } from './index';

describe('formats', () => {
  test('rupees in Indian grouping, whole rupees', () => {
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(799.6)).toBe('₹800');
    // As Intl.NumberFormat('en-IN') groups, for every size of amount.
    for (const amount of [0, 7, 99, 999, 1000, 12345, 100000, 999999, 1234567, 12345678, 123456789, 1500.5, -1500]) {
      expect(formatRupees(amount)).toBe(`₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount)}`);
    }
  });

  test('slot times in the asked locale, each locale keeping its own formatter', () => {
    expect(formatSlotTime('14:30', 'en-US')).toBe('2:30 PM');
    expect(formatSlotTime('14:30', 'en-GB')).toBe('14:30');
    expect(formatSlotTime('09:00', 'en-US')).toBe('9:00 AM');
    expect(formatSlotTime('not a time', 'en-US')).toBe('not a time');
  });

  test('slot dates', () => {
    expect(formatSlotDate('5_3_2026')).toBe('5 Mar 2026');
    expect(formatSlotDate('5_13_2026')).toBe('5_13_2026');
  });

  // Issue 35 (the translation review, F2–F5): one date shape per language, months in full where a clipping
  // is another word (ಜನ "people", ಆಗ "then") or unfamiliar (अग॰), the clinic's words for the time of day.
  test('one date shape per language, full month names in Hindi and Kannada', () => {
    expect(inLanguage('kn', () => [formatSlotDate('5_1_2026'), formatSlotDate('5_8_2026')])).toEqual(['5 ಜನವರಿ 2026', '5 ಆಗಸ್ಟ್ 2026']);
    expect(inLanguage('hi', () => formatSlotDate('5_8_2026'))).toBe('5 अगस्त 2026');
    expect(formatLongDate('1_12_2026')).toBe('Tuesday 1 December 2026');
    expect(inLanguage('hi', () => formatLongDate('1_12_2026'))).toBe('मंगलवार, 1 दिसंबर 2026');
    expect(inLanguage('kn', () => formatLongDate('1_12_2026'))).toBe('ಮಂಗಳವಾರ, 1 ಡಿಸೆಂಬರ್ 2026');
  });

  // The day before the month in Kannada too, where Intl writes `ಗುರುವಾರ, ಮಾರ್ಚ್ 5`.
  test('a day without its year, and a date in full without its weekday, in the same shape', () => {
    expect(formatDayDate('5_3_2026')).toBe('Thursday 5 March');
    expect(inLanguage('hi', () => formatDayDate('5_3_2026'))).toBe('गुरुवार, 5 मार्च');
    expect(inLanguage('kn', () => formatDayDate('5_3_2026'))).toBe('ಗುರುವಾರ, 5 ಮಾರ್ಚ್');
    expect(inLanguage('kn', () => formatFullDate('25_11_2026'))).toBe('25 ನವೆಂಬರ್ 2026');
    expect(formatFullDate('25_11_2026')).toBe('25 November 2026');
    expect(formatDayDate('not a date')).toBe('not a date');
  });

  test('a moment (a payment, a refund, a log entry) in the same shape as the slots beside it, at the clinic', () => {
    const paid = '2026-03-05T12:02:00Z';
    expect(formatMoment(paid, 'Asia/Kolkata')).toEqual({ date: '5 Mar 2026', time: '5:32 pm' });
    expect(inLanguage('kn', () => formatMoment(paid, 'Asia/Kolkata'))).toEqual({ date: '5 ಮಾರ್ಚ್ 2026', time: 'ಸಂಜೆ 5:32' });
    expect(inLanguage('hi', () => formatMoment('2026-03-05T20:10:00Z', 'Asia/Kolkata'))).toEqual({ date: '6 मार्च 2026', time: 'रात 1:40' });
  });
});

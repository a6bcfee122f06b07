import { formatRupees, formatSlotDate, formatSlotTime } from './index';

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
});

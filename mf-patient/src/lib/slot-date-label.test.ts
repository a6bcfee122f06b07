import { slotDateLabel } from './slot-date-label';

test('adds the weekday of the calendar date, whatever the zone (the suite runs in Los Angeles)', () => {
  expect(slotDateLabel('27_11_2026')).toBe('Fri 27 Nov 2026');
  expect(slotDateLabel('1_3_2026')).toBe('Sun 1 Mar 2026');
  expect(slotDateLabel('nonsense')).toBe('nonsense');
});

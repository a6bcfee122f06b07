import { dayText, leaveWhen, slotDateInWords } from './schedule-text';

test('a day lists its intervals in order, or says the doctor does not work', () => {
  expect(
    dayText([
      { from: '17:30', to: '20:00' },
      { from: '10:00', to: '13:30' },
    ]),
  ).toBe('10:00 am – 1:30 pm and 5:30 pm – 8:00 pm');
  expect(dayText([])).toBe('Not working');
});

test('leave says its days in words, and its times when it is part of a day', () => {
  expect(slotDateInWords('5_3_2026')).toBe('Thursday 5 Mar 2026');
  expect(leaveWhen({ from: '5_3_2026', to: '5_3_2026' })).toBe('Thursday 5 Mar 2026, all day');
  expect(leaveWhen({ from: '5_3_2026', to: '7_3_2026' })).toBe('Thursday 5 Mar 2026 to Saturday 7 Mar 2026');
  expect(leaveWhen({ from: '5_3_2026', to: '5_3_2026', fromTime: '14:00', toTime: '17:30' })).toBe(
    'Thursday 5 Mar 2026, 2:00 pm – 5:30 pm',
  );
});

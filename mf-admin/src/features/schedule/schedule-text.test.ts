import { DEFAULT_CLINIC_HOURS } from '@clinic/shared/booking';
import { dateInWords, describeDay, GRID_TIMES, minutesInWords, nextInterval, sortedWeek, weekErrors } from './schedule-text';
import { leaveErrors, leaveInWords, leaveRequest, EMPTY_LEAVE } from './leave-draft';

test('the grid runs on the half hour from midnight to the end of the day', () => {
  expect(GRID_TIMES[0]).toBe('00:00');
  expect(GRID_TIMES[21]).toBe('10:30');
  expect(GRID_TIMES.at(-1)).toBe('24:00');
  expect(GRID_TIMES).toHaveLength(49);
});

test('a new interval follows the day’s last one, or is the spec’s day on an empty one', () => {
  expect(nextInterval([])).toEqual({ from: '10:00', to: '21:00' });
  expect(nextInterval([{ from: '10:00', to: '13:30' }])).toEqual({ from: '14:00', to: '15:00' });
  expect(nextInterval([{ from: '10:00', to: '23:30' }])).toEqual({ from: '10:00', to: '21:00' });
});

test('an interval that runs backwards or overlaps another of its day is named, on that interval', () => {
  const week = {
    ...DEFAULT_CLINIC_HOURS.weekly,
    mon: [
      { from: '10:00', to: '13:30' },
      { from: '13:00', to: '15:00' },
    ],
    wed: [{ from: '14:00', to: '14:00' }],
    // Touching is fine.
    fri: [
      { from: '10:00', to: '13:30' },
      { from: '13:30', to: '15:00' },
    ],
  };
  expect(weekErrors(week)).toEqual({
    'mon.1': 'These hours overlap other hours of the same day',
    'wed.0': 'The closing time must be after the opening time',
  });
  expect(weekErrors(DEFAULT_CLINIC_HOURS.weekly)).toEqual({});
});

test('days read in words, sorted, with Closed for none', () => {
  const day = [
    { from: '17:30', to: '20:00' },
    { from: '10:00', to: '13:30' },
  ];
  expect(describeDay(day)).toBe('10:00–13:30, 17:30–20:00');
  expect(describeDay([])).toBe('Closed');
  expect(sortedWeek({ ...DEFAULT_CLINIC_HOURS.weekly, tue: day }).tue[0]).toEqual({ from: '10:00', to: '13:30' });
  expect(dateInWords('2_11_2025')).toBe('Sunday 2 November 2025');
  expect(dateInWords('nonsense')).toBe('nonsense');
  expect(minutesInWords(90)).toBe('1 hour 30 minutes');
  expect(minutesInWords(2 * 1440)).toBe('2 days');
});

test('leave: one day unless a last day is given, times only on one day and both or neither', () => {
  expect(leaveErrors(EMPTY_LEAVE)).toEqual({ from: 'Choose the first day of leave', reason: 'Please give a reason' });
  const day = { ...EMPTY_LEAVE, from: '2025-11-03', reason: 'Conference' };
  expect(leaveErrors(day)).toEqual({});
  expect(leaveRequest(day)).toEqual({ from: '3_11_2025', to: '3_11_2025', reason: 'Conference' });
  expect(leaveErrors({ ...day, to: '2025-11-01' })).toEqual({ to: 'The last day cannot be before the first' });
  expect(leaveErrors({ ...day, to: '2025-11-04', fromTime: '10:00', toTime: '12:00' })).toEqual({
    fromTime: 'Times can only be given for leave on a single day',
  });
  expect(leaveErrors({ ...day, fromTime: '10:00' })).toEqual({ toTime: 'Choose when the leave ends, or clear both times' });
  expect(leaveErrors({ ...day, fromTime: '12:00', toTime: '10:00' })).toEqual({ toTime: 'The end must be after the start' });
  expect(leaveRequest({ ...day, fromTime: '10:00', toTime: '12:00' })).toEqual({
    from: '3_11_2025',
    to: '3_11_2025',
    fromTime: '10:00',
    toTime: '12:00',
    reason: 'Conference',
  });
  expect(leaveInWords({ from: '3_11_2025', to: '3_11_2025', fromTime: '10:00', toTime: '12:00' })).toBe(
    'Monday 3 November 2025, 10:00–12:00',
  );
  expect(leaveInWords({ from: '3_11_2025', to: '5_11_2025' })).toBe('Monday 3 November 2025 to Wednesday 5 November 2025');
});

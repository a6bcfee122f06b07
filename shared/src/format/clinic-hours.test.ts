import type { WeeklyHours } from '../contract/schedule';
import { formatClock, formatDayTimes, formatInterval, weeklyHoursRows } from './index';

const morning = { from: '10:00', to: '13:30' };
const evening = { from: '17:30', to: '20:00' };
const week = (day: (key: keyof WeeklyHours) => { from: string; to: string }[]): WeeklyHours => ({
  mon: day('mon'),
  tue: day('tue'),
  wed: day('wed'),
  thu: day('thu'),
  fri: day('fri'),
  sat: day('sat'),
  sun: day('sun'),
});

test('clock times on the 12-hour clock, as patients read them', () => {
  expect(formatClock('10:00')).toBe('10:00 am');
  expect(formatClock('13:30')).toBe('1:30 pm');
  expect(formatClock('12:00')).toBe('12:00 pm');
  expect(formatClock('00:00')).toBe('12:00 am');
  expect(formatClock('00:30')).toBe('12:30 am');
  expect(formatClock('24:00')).toBe('midnight');
  expect(formatClock('soon')).toBe('soon');
});

test('an interval, and a day of intervals earliest first', () => {
  expect(formatInterval(morning)).toBe('10:00 am – 1:30 pm');
  expect(formatDayTimes([evening, morning])).toBe('10:00 am – 1:30 pm and 5:30 pm – 8:00 pm');
  expect(formatDayTimes([{ from: '08:00', to: '09:00' }, evening, morning])).toBe(
    '8:00 am – 9:00 am, 10:00 am – 1:30 pm and 5:30 pm – 8:00 pm',
  );
  expect(formatDayTimes([])).toBe('Closed');
});

test("the spec's grid is one row: Monday to Sunday", () => {
  expect(weeklyHoursRows(week(() => [{ from: '10:00', to: '21:00' }]))).toEqual([
    { days: 'Monday to Sunday', times: '10:00 am – 9:00 pm' },
  ]);
});

test('consecutive days with the same hours share a row, Monday first; a closed day says Closed', () => {
  expect(weeklyHoursRows(week((key) => (key === 'sun' ? [] : [morning, evening])))).toEqual([
    { days: 'Monday to Saturday', times: '10:00 am – 1:30 pm and 5:30 pm – 8:00 pm' },
    { days: 'Sunday', times: 'Closed' },
  ]);
  expect(weeklyHoursRows(week((key) => (key === 'sun' ? [] : key === 'wed' ? [morning] : [morning, evening])))).toEqual([
    { days: 'Monday and Tuesday', times: '10:00 am – 1:30 pm and 5:30 pm – 8:00 pm' },
    { days: 'Wednesday', times: '10:00 am – 1:30 pm' },
    { days: 'Thursday to Saturday', times: '10:00 am – 1:30 pm and 5:30 pm – 8:00 pm' },
    { days: 'Sunday', times: 'Closed' },
  ]);
});

test('the same hours given in another order are the same hours', () => {
  const rows = weeklyHoursRows(week((key) => (key === 'tue' ? [evening, morning] : [morning, evening])));
  expect(rows).toEqual([{ days: 'Monday to Sunday', times: '10:00 am – 1:30 pm and 5:30 pm – 8:00 pm' }]);
});

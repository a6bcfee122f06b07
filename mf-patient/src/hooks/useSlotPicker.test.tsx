import { fireEvent, render, screen, within } from '@testing-library/react';
import type { SlotsDay } from '@clinic/shared/contract';
import { SlotPicker } from '../components/SlotPicker';
import { apiDays } from '../testing/slots-fetch';
import { useSlotPicker } from './useSlotPicker';

function Harness({ days, initial }: { days: SlotsDay[]; initial?: { slotDate?: string; slotTime?: string } }) {
  const p = useSlotPicker(days, initial)!;
  return <SlotPicker days={p.days} dayIndex={p.dayIndex} time={p.time} onDay={p.selectDay} onTime={p.selectTime} />;
}

/** An instant given as clinic wall-clock time on Thursday 5 March 2026 (India is UTC+5:30, no DST). */
const clinicTime = (hhmm: string) => new Date(`2026-03-05T${hhmm}:00+05:30`);
const times = () =>
  within(screen.getByRole('radiogroup', { name: /^Time on/ }))
    .getAllByRole('radio')
    .map((b) => b.dataset.slot);
const days = () => within(screen.getByRole('radiogroup', { name: 'Day' })).getAllByRole('radio');

test.each([
  ['09:45', '10:00'],
  ['10:05', '11:00'],
  ['14:31', '15:30'],
])("at %s clinic time the api's first slot today is %s, and the picker offers exactly the api's times", (now, first) => {
  const answer = apiDays(clinicTime(now));
  render(<Harness days={answer} />);
  expect(times()[0]).toBe(first);
  expect(times()).toEqual(answer[0]!.times);
});

test('shows every day of the window the api names, with weekday and date, times in the reader format', () => {
  render(<Harness days={apiDays(clinicTime('09:45'))} />);
  expect(days().map((d) => d.textContent)).toEqual([
    'Thu 5 Mar',
    'Fri 6 Mar',
    'Sat 7 Mar',
    'Sun 8 Mar',
    'Mon 9 Mar',
    'Tue 10 Mar',
    'Wed 11 Mar',
  ]);
  expect(screen.getByRole('radio', { name: '10:30 AM' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '8:30 PM' })).toBeInTheDocument();
});

test('the window is as long as the api says, not a fixed week', () => {
  const hours = { weekly: apiHours(), windowDays: 14, minNoticeMinutes: 0 };
  render(<Harness days={apiDays(clinicTime('09:45'), { hours })} />);
  expect(days()).toHaveLength(14);
  expect(days().at(-1)).toHaveAccessibleName('Wed 18 Mar');
});

test('a browser in another time zone still sees the clinic day the api names', () => {
  // jest.config.cjs puts the suite in Los Angeles, where 09:45 in India is 20:15 of the day before.
  const now = clinicTime('09:45');
  expect(now.getDate()).toBe(4);
  render(<Harness days={apiDays(now)} />);
  expect(days()[0]).toHaveAccessibleName('Thu 5 Mar');
  expect(screen.getByRole('radiogroup', { name: 'Time on Thursday 5 March' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '10:00 AM' })).toBeInTheDocument();
});

describe('a day with no time keeps its date, says why, and can be chosen to read why', () => {
  const now = clinicTime('20:31');
  const answer = apiDays(now, {
    hours: { weekly: { ...apiHours(), sun: [] }, windowDays: 7, minNoticeMinutes: 0 },
    closures: [{ slotDate: '6_3_2026', reason: 'Diwali' }],
    leave: [{ from: '9_3_2026', to: '9_3_2026' }],
    doctorWeekly: { ...apiHours(), tue: [] },
    booked: { '11_3_2026': apiDays(now)[6]!.times },
  });

  test.each([
    [0, 'Thu 5 Mar Over for today', 'Over for today. No times left on Thursday 5 March. Please choose another day.'],
    [1, 'Fri 6 Mar Closed', 'Closed · Diwali. No times on Friday 6 March. Please choose another day.'],
    [3, 'Sun 8 Mar Closed', 'Closed. No times on Sunday 8 March. Please choose another day.'],
    [4, 'Mon 9 Mar Doctor away', 'Doctor away. No times on Monday 9 March. Please choose another day.'],
    [5, 'Tue 10 Mar Not working', 'Not working. No times on Tuesday 10 March. Please choose another day.'],
    [6, 'Wed 11 Mar Fully booked', 'Fully booked. No times left on Wednesday 11 March. Please choose another day.'],
  ])('day %i reads "%s" and, chosen, "%s", with no time offered', (index, name, why) => {
    render(<Harness days={answer} />);
    expect(days()[index]).toHaveAccessibleName(name);
    fireEvent.click(days()[index]!);
    expect(days()[index]).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(why);
    expect(screen.queryByRole('radiogroup', { name: /^Time on/ })).not.toBeInTheDocument();
  });

  test('a day with times says nothing more than its date', () => {
    render(<Harness days={answer} />);
    expect(days()[2]).toHaveAccessibleName('Sat 7 Mar');
    fireEvent.click(days()[2]!);
    expect(times()[0]).toBe('10:00');
  });
});

test('changing day clears the chosen time, and coming back does not restore it', () => {
  render(<Harness days={apiDays(clinicTime('09:45'))} />);
  const slot = screen.getByRole('radio', { name: '11:00 AM' });
  fireEvent.click(slot);
  expect(slot).toHaveAttribute('aria-checked', 'true');
  fireEvent.click(days()[2]!);
  expect(days()[2]).toHaveAttribute('aria-checked', 'true');
  expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(1);
  fireEvent.click(days()[0]!);
  expect(screen.getByRole('radio', { name: '11:00 AM' })).toHaveAttribute('aria-checked', 'false');
});

test('a fresh answer keeps the chosen day and time while offered, and drops a time that was taken', () => {
  const now = clinicTime('09:45');
  const { rerender } = render(<Harness days={apiDays(now)} />);
  fireEvent.click(days()[2]!);
  fireEvent.click(screen.getByRole('radio', { name: '11:00 AM' }));
  rerender(<Harness days={apiDays(now, { booked: { '7_3_2026': ['10:00'] } })} />);
  expect(days()[2]).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('radio', { name: '11:00 AM' })).toHaveAttribute('aria-checked', 'true');
  rerender(<Harness days={apiDays(now, { booked: { '7_3_2026': ['11:00'] } })} />);
  expect(screen.queryByRole('radio', { name: '11:00 AM' })).not.toBeInTheDocument();
  expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(1);
});

test('a choice carried through the login round trip is restored while on offer', () => {
  render(<Harness days={apiDays(clinicTime('09:45'))} initial={{ slotDate: '8_3_2026', slotTime: '17:30' }} />);
  expect(days()[3]).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('radio', { name: '5:30 PM' })).toHaveAttribute('aria-checked', 'true');
});

test('a carried choice the api no longer offers is not restored: its day shows why, with nothing chosen', () => {
  const now = clinicTime('09:45');
  render(
    <Harness
      days={apiDays(now, { closures: [{ slotDate: '8_3_2026', reason: 'Holi' }] })}
      initial={{ slotDate: '8_3_2026', slotTime: '17:30' }}
    />,
  );
  expect(days()[3]).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Closed · Holi');
  expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(1);
});

test('a carried day that has left the window falls back to today, with no time chosen', () => {
  render(<Harness days={apiDays(clinicTime('09:45'))} initial={{ slotDate: '1_3_2026', slotTime: '10:00' }} />);
  expect(days()[0]).toHaveAttribute('aria-checked', 'true');
  expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(1);
});

/** The spec's grid, every day 10:00–21:00. */
function apiHours() {
  const day = () => [{ from: '10:00', to: '21:00' }];
  return { mon: day(), tue: day(), wed: day(), thu: day(), fri: day(), sat: day(), sun: day() };
}

test('in the evening, once today is over, the first day with free times is shown, not today', () => {
  const answer = apiDays(clinicTime('20:40'));
  expect(answer[0]!.times).toEqual([]);
  render(<Harness days={answer} />);
  expect(days()[1]).toHaveAttribute('aria-checked', 'true');
  expect(times()).toEqual(answer[1]!.times);
  // Today is still there, and says why it has nothing.
  fireEvent.click(days()[0]!);
  expect(screen.getByRole('status')).toHaveTextContent(/Over for today/);
});

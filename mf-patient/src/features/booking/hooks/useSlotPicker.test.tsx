import { fireEvent, render, screen, within } from '@testing-library/react';
import type { SlotsBooked } from '@clinic/shared/contract';
import { SlotPicker } from '../components/SlotPicker';
import { useSlotPicker } from './useSlotPicker';

function Harness({ now, booked = {}, clinicTz = 'Asia/Kolkata' }: { now: Date; booked?: SlotsBooked; clinicTz?: string }) {
  const p = useSlotPicker(now, clinicTz, booked);
  return <SlotPicker days={p.days} dayIndex={p.dayIndex} time={p.time} onDay={p.selectDay} onTime={p.selectTime} />;
}

/** An instant given as clinic wall-clock time on Thursday 5 March 2026 (India is UTC+5:30, no DST). */
const clinicTime = (hhmm: string) => new Date(`2026-03-05T${hhmm}:00+05:30`);
const times = () =>
  within(screen.getByRole('group', { name: /^Time on/ }))
    .getAllByRole('button')
    .map((b) => b.dataset.slot);
const days = () => within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button');

test.each([
  ['09:45', '10:00'],
  ['10:05', '11:00'],
  ['10:45', '11:30'],
  ['14:31', '15:30'],
])("at %s clinic time today's first slot is %s, and every slot after it is on the half-hour grid", (now, first) => {
  render(<Harness now={clinicTime(now)} />);
  const offered = times();
  expect(offered[0]).toBe(first);
  expect(offered.at(-1)).toBe('20:30');
  const [h, m] = first.split(':').map(Number);
  expect(offered).toHaveLength((21 * 60 - (h! * 60 + m!)) / 30);
});

test('at 20:31 today has nothing left: it keeps its date and says so; tomorrow starts at 10:00', () => {
  render(<Harness now={clinicTime('20:31')} />);
  expect(screen.getByRole('status')).toHaveTextContent('No times left on Thursday 5 March. Please choose another day.');
  expect(days()[0]).toHaveAccessibleName('Thu 5 Mar (fully booked)');
  fireEvent.click(days()[1]!);
  expect(times()[0]).toBe('10:00');
  expect(times()).toHaveLength(22);
});

test('shows 7 days from today in the clinic zone with weekday and date, times in the reader format', () => {
  render(<Harness now={clinicTime('09:45')} />);
  expect(days().map((d) => d.textContent)).toEqual([
    'Thu 5 Mar',
    'Fri 6 Mar',
    'Sat 7 Mar',
    'Sun 8 Mar',
    'Mon 9 Mar',
    'Tue 10 Mar',
    'Wed 11 Mar',
  ]);
  expect(screen.getByRole('button', { name: '10:30 AM' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '8:30 PM' })).toBeInTheDocument();
});

test('a browser in another time zone still sees the clinic day and clinic times', () => {
  // jest.config.cjs puts the suite in Los Angeles, where 09:45 in India is 20:15 of the day before.
  const now = clinicTime('09:45');
  expect(now.getDate()).toBe(4);
  render(<Harness now={now} />);
  expect(days()[0]).toHaveAccessibleName('Thu 5 Mar');
  expect(screen.getByRole('group', { name: 'Time on Thursday 5 March' })).toBeInTheDocument();
  expect(times()[0]).toBe('10:00');
  expect(screen.getByRole('button', { name: '10:00 AM' })).toBeInTheDocument();
});

test('booked slots are not offered', () => {
  render(<Harness now={clinicTime('09:45')} booked={{ '5_3_2026': ['10:00', '11:30'], '6_3_2026': ['10:00'] }} />);
  expect(times().slice(0, 3)).toEqual(['10:30', '11:00', '12:00']);
  fireEvent.click(days()[1]!);
  expect(times()[0]).toBe('10:30');
});

test('changing day clears the chosen time, and coming back does not restore it', () => {
  render(<Harness now={clinicTime('09:45')} />);
  const slot = screen.getByRole('button', { name: '11:00 AM' });
  fireEvent.click(slot);
  expect(slot).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(days()[2]!);
  expect(days()[2]).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(1);
  fireEvent.click(days()[0]!);
  expect(screen.getByRole('button', { name: '11:00 AM' })).toHaveAttribute('aria-pressed', 'false');
});

test('a chosen time that gets booked meanwhile is dropped when the list refreshes', () => {
  const now = clinicTime('09:45');
  const { rerender } = render(<Harness now={now} />);
  fireEvent.click(screen.getByRole('button', { name: '11:00 AM' }));
  rerender(<Harness now={now} booked={{ '5_3_2026': ['11:00'] }} />);
  expect(screen.queryByRole('button', { name: '11:00 AM' })).not.toBeInTheDocument();
  expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(1);
});

describe('a clinic in New York (CLINIC_TZ=America/New_York), read from Los Angeles', () => {
  test("days, \"today\" and its past times are New York's, not India's nor the browser's", () => {
    // 19:28 UTC on Tuesday 24 November: 14:28 in New York, 00:58 on Wednesday 25 in India, 11:28 in LA.
    render(<Harness now={new Date('2026-11-24T19:28:00Z')} clinicTz="America/New_York" />);
    expect(days().map((d) => d.textContent)).toEqual([
      'Tue 24 Nov',
      'Wed 25 Nov',
      'Thu 26 Nov',
      'Fri 27 Nov',
      'Sat 28 Nov',
      'Sun 29 Nov',
      'Mon 30 Nov',
    ]);
    expect(screen.getByRole('group', { name: 'Time on Tuesday 24 November' })).toBeInTheDocument();
    expect(times()[0]).toBe('15:00');
    expect(screen.getByRole('button', { name: '3:00 PM' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2:30 PM' })).not.toBeInTheDocument();
  });

  test("late in the New York evening, today is still New York's and has nothing left", () => {
    // 23:50 on Wednesday 4 March in New York is 10:20 on Thursday 5 March in India.
    render(<Harness now={new Date('2026-03-05T04:50:00Z')} clinicTz="America/New_York" />);
    expect(days()[0]).toHaveAccessibleName('Wed 4 Mar (fully booked)');
    expect(screen.getByRole('status')).toHaveTextContent('No times left on Wednesday 4 March.');
    fireEvent.click(days()[6]!);
    expect(screen.getByRole('group', { name: 'Time on Tuesday 10 March' })).toBeInTheDocument();
    expect(times()[0]).toBe('10:00');
  });

  test('across the spring clock change the days run on without a gap or a repeat', () => {
    // 01:00 EST on Saturday 7 March; New York moves to EDT on Sunday 8 March at 02:00.
    render(<Harness now={new Date('2026-03-07T06:00:00Z')} clinicTz="America/New_York" />);
    expect(days().map((d) => d.textContent)).toEqual([
      'Sat 7 Mar',
      'Sun 8 Mar',
      'Mon 9 Mar',
      'Tue 10 Mar',
      'Wed 11 Mar',
      'Thu 12 Mar',
      'Fri 13 Mar',
    ]);
    expect(times()).toHaveLength(22);
  });
});

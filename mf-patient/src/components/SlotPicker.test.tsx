import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlotsDay } from '@clinic/shared/contract';
import { useSlotPicker } from '../hooks/useSlotPicker';
import { apiDays } from '../testing/slots-fetch';
import { SlotPicker } from './SlotPicker';

function Harness({ days }: { days: SlotsDay[] }) {
  const p = useSlotPicker(days)!;
  return (
    <>
      <button type="button">Before</button>
      <SlotPicker days={p.days} dayIndex={p.dayIndex} time={p.time} onDay={p.selectDay} onTime={p.selectTime} />
      <button type="button">Book an appointment</button>
    </>
  );
}

// 09:45 on Thursday 5 March 2026 in the clinic: today offers 10:00 to 20:30, 22 times.
const days = () => apiDays(new Date('2026-03-05T09:45:00+05:30'));
const dayGroup = () => screen.getByRole('radiogroup', { name: 'Day' });
const timeGroup = () => screen.getByRole('radiogroup', { name: /^Time on/ });
const checked = (group: HTMLElement) => within(group).getByRole('radio', { checked: true });

test('the days and the times are each one Tab stop: from the days, two Tabs reach Book past all 22 times', async () => {
  render(<Harness days={days()} />);
  expect(within(timeGroup()).getAllByRole('radio')).toHaveLength(22);
  await userEvent.click(screen.getByRole('button', { name: 'Before' }));
  await userEvent.tab();
  expect(screen.getByRole('radio', { name: 'Thu 5 Mar' })).toHaveFocus();
  // No time chosen yet: the group is entered at its first time.
  await userEvent.tab();
  expect(screen.getByRole('radio', { name: '10:00 AM' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Book an appointment' })).toHaveFocus();
  // Back into the times lands on the chosen one once there is one.
  await userEvent.click(screen.getByRole('radio', { name: '2:00 PM' }));
  await userEvent.tab();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('radio', { name: '2:00 PM' })).toHaveFocus();
});

test('arrow keys walk the times and choose the one reached; Home and End go to the ends; the ends wrap', async () => {
  render(<Harness days={days()} />);
  await userEvent.click(screen.getByRole('radio', { name: '10:30 AM' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '11:00 AM' })).toHaveFocus();
  expect(checked(timeGroup())).toHaveAccessibleName('11:00 AM');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
  expect(checked(timeGroup())).toHaveAccessibleName('11:30 AM');
  await userEvent.keyboard('{ArrowLeft}');
  expect(checked(timeGroup())).toHaveAccessibleName('11:00 AM');
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('radio', { name: '8:30 PM' })).toHaveFocus();
  expect(checked(timeGroup())).toHaveAccessibleName('8:30 PM');
  await userEvent.keyboard('{ArrowRight}');
  expect(checked(timeGroup())).toHaveAccessibleName('10:00 AM');
  await userEvent.keyboard('{Home}{ArrowLeft}');
  expect(checked(timeGroup())).toHaveAccessibleName('8:30 PM');
  expect(
    within(timeGroup())
      .getAllByRole('radio')
      .filter((r) => r.tabIndex === 0),
  ).toEqual([checked(timeGroup())]);
});

test('Space and Enter choose the time the keyboard is on', async () => {
  render(<Harness days={days()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Before' }));
  await userEvent.tab();
  await userEvent.tab();
  expect(within(timeGroup()).queryByRole('radio', { checked: true })).toBeNull();
  await userEvent.keyboard(' ');
  expect(checked(timeGroup())).toHaveAccessibleName('10:00 AM');
  await userEvent.click(screen.getByRole('radio', { name: 'Fri 6 Mar' }));
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(checked(timeGroup())).toHaveAccessibleName('10:00 AM');
  expect(timeGroup()).toHaveAccessibleName('Time on Friday 6 March');
});

test('arrow keys walk the days too, showing the times of the day reached', async () => {
  render(<Harness days={days()} />);
  await userEvent.click(screen.getByRole('radio', { name: 'Thu 5 Mar' }));
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'Sat 7 Mar' })).toHaveFocus();
  expect(checked(dayGroup())).toHaveAccessibleName('Sat 7 Mar');
  expect(timeGroup()).toHaveAccessibleName('Time on Saturday 7 March');
  await userEvent.keyboard('{End}');
  expect(checked(dayGroup())).toHaveAccessibleName('Wed 11 Mar');
  await userEvent.keyboard('{Home}');
  expect(checked(dayGroup())).toHaveAccessibleName('Thu 5 Mar');
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAppointment } from '@clinic/shared/testing';
import type { ClinicClock } from '../hooks/useClinicClock';
import { ActionButtons, type StaffAction } from './ActionButtons';

const DOCTOR: readonly StaffAction[] = ['move', 'cancel', 'complete', 'noShow'];
// 9:00 at the clinic (IST) on Monday 7 December 2026.
const clock: ClinicClock = { clinicTz: 'Asia/Kolkata', now: new Date('2026-12-07T09:00:00+05:30') };
const asha = makeAppointment({ slotDate: '7_12_2026', slotTime: '10:30' });
const onAction = jest.fn();

const shown = () => screen.queryAllByRole('button').map((b) => b.textContent);
const renderFor = (appointment = asha, at = clock) =>
  render(<ActionButtons appointment={appointment} actions={DOCTOR} clock={at} busy={false} onAction={onAction} />);

test('before it starts: Change time, then Cancel, named for whose appointment it is', async () => {
  renderFor();
  expect(shown()).toEqual(['Change time', 'Cancel']);
  await userEvent.click(screen.getByRole('button', { name: 'Change time of appointment of Asha Rao' }));
  expect(onAction).toHaveBeenCalledWith('move', asha);
});

test('from its start the time can no longer be changed: Cancel, Complete and No-show', () => {
  renderFor(asha, { ...clock, now: new Date('2026-12-07T10:30:00+05:30') });
  expect(shown()).toEqual(['Cancel', 'Complete', 'No-show']);
});

test('while the clinic’s zone is unknown, only Cancel; a closed appointment shows its status instead', () => {
  const { unmount } = renderFor(asha, { ...clock, clinicTz: null });
  expect(shown()).toEqual(['Cancel']);
  unmount();
  renderFor(makeAppointment({ slotDate: '8_12_2026', cancelled: true }));
  expect(shown()).toEqual([]);
  expect(screen.getByText('Cancelled')).toBeInTheDocument();
});

test.each([
  ['pending', 'Refund of ₹800 started'],
  ['failed', 'Refund of ₹800 failing: retrying'],
  ['refunded', 'Refunded'],
] as const)('a cancelled paid appointment shows its refund (%s) to staff as "%s" (issue 23)', (refundStatus, text) => {
  renderFor(makeAppointment({ slotDate: '8_12_2026', cancelled: true, amount: 800, refundStatus }));
  expect(screen.getByText('Cancelled')).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
});

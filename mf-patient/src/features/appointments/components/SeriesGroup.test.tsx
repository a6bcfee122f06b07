import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@clinic/shared/api-client';
import { makeAppointment } from '@clinic/shared/testing';
import { groupBySeries } from '../series-groups';
import { SeriesGroup } from './SeriesGroup';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn(), readPublic: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;
const SERIES = '5b2f3c1e-8a41-4d2b-9b7e-1f0a2c3d4e5f';

// Three Mondays of December 2026, listed as the api lists them (newest booking first: any order).
const session = (id: string, slotDate: string, extra = {}) =>
  makeAppointment({ _id: id, slotDate, slotTime: '11:00', seriesId: SERIES, ...extra });
const sessions = [session('a3', '21_12_2026'), session('a1', '7_12_2026'), session('a2', '14_12_2026')];

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now: new Date('2026-11-30T09:00:00+05:30'), advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

test('a series is gathered where its first session appears, in date order; other appointments keep their places', () => {
  const single = makeAppointment({ _id: 'x' });
  const entries = groupBySeries([single, ...sessions, makeAppointment({ _id: 'y' })]);
  expect(entries.map((e) => (e.kind === 'series' ? e.sessions.map((s) => s._id).join('+') : e.appointment._id))).toEqual([
    'x',
    'a1+a2+a3',
    'y',
  ]);
});

test('the sessions read together under one heading, each "session n of 3", with one Cancel the rest of the series', async () => {
  const [entry] = groupBySeries(sessions);
  const reload = jest.fn();
  render(
    <SeriesGroup
      seriesId={SERIES}
      sessions={entry!.kind === 'series' ? entry!.sessions : []}
      clinicTz="Asia/Kolkata"
      reload={reload}
      cancelCutoffMinutes={0}
    />,
  );
  const group = screen.getByRole('region', { name: 'Weekly therapy with Dr. Ananya Iyer' });
  expect(within(group).getByText('3 sessions, 7 Dec 2026 to 21 Dec 2026')).toBeInTheDocument();
  expect(
    within(group)
      .getAllByText(/^Weekly therapy · session/)
      .map((p) => p.textContent),
  ).toEqual(['Weekly therapy · session 1 of 3', 'Weekly therapy · session 2 of 3', 'Weekly therapy · session 3 of 3']);
  // Each session is still an appointment of its own: its own cancel is there too.
  expect(within(group).getAllByRole('button', { name: 'Cancel appointment' })).toHaveLength(3);

  mockedCall.mockResolvedValue({ success: true, message: '3 sessions cancelled', cancelled: 3, tooSoon: [] } as never);
  await userEvent.click(within(group).getByRole('button', { name: 'Cancel the rest of the series' }));
  // Asked in the page's own dialog, which says what happens to the money (issue 35), not the browser's prompt.
  const ask = screen.getByRole('dialog', { name: 'Cancel the rest of the series?' });
  expect(ask).toHaveAccessibleDescription(
    'Cancel every session of this series that has not started yet? Sessions too close to cancel online stay booked. ' +
      'You have not paid for these sessions, so there is nothing to pay and nothing to refund.',
  );
  expect(within(ask).getByRole('button', { name: 'Keep the sessions' })).toHaveFocus();
  expect(mockedCall).not.toHaveBeenCalled();
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel the rest of the series' }));
  expect(mockedCall).toHaveBeenCalledWith('userCancelSeries', { seriesId: SERIES });
  expect(reload).toHaveBeenCalled();
});

test('once no session is ahead, the series offers no cancel of the rest', () => {
  const done = [session('b1', '7_12_2026', { cancelled: true }), session('b2', '14_12_2026', { isCompleted: true })];
  render(<SeriesGroup seriesId={SERIES} sessions={done} clinicTz="Asia/Kolkata" reload={jest.fn()} cancelCutoffMinutes={0} />);
  expect(screen.queryByRole('button', { name: 'Cancel the rest of the series' })).toBeNull();
});

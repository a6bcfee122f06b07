import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { MESSAGES, type Doctor } from '@clinic/shared/contract';
import { useAuthStore } from '@clinic/shared/stores';
import { makeDoctor } from '@clinic/shared/testing';
import { apiDays, fetchSlots, restoreFetch } from '../../../testing/slots-fetch';
import { BookingPanel } from './BookingPanel';

jest.mock('react-toastify', () =>
  jest.requireActual<typeof import('../../../testing/toast-mock')>('../../../testing/toast-mock').toastMock(),
);

const doctor: Doctor = makeDoctor({ _id: '11111111-1111-4111-8111-111111111111', experience: '8 Year', image: '' });

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderPanel(d: Doctor = doctor, clinicTz = 'Asia/Kolkata', search = '') {
  return render(
    <MemoryRouter initialEntries={[`/appointment/${d._id}${search}`]}>
      <Routes>
        <Route path="/appointment/:docId" element={<BookingPanel doctor={d} clinicTz={clinicTz} />} />
        <Route path="/login" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Toasts are shown once react-toastify has been asked for, a moment after the click.
const toastsShown = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const firstTime = async () => (await screen.findByRole('radiogroup', { name: /^Time on/ })).querySelector('button')!;
const dayButtons = () => screen.getByRole('radiogroup', { name: 'Day' }).querySelectorAll('button');
const NOW = new Date('2026-03-05T09:45:00+05:30');

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick'] });
});
afterEach(() => {
  jest.useRealTimers();
  restoreFetch();
});

test('Book without a time warns and opens nothing', async () => {
  fetchSlots(() => apiDays(new Date()));
  useAuthStore.setState({ token: 'jwt' });
  renderPanel();
  await firstTime();
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  await toastsShown();
  expect(toast.warn).toHaveBeenCalledWith(MESSAGES.selectSlot, { toastId: 'booking-slot' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Issue 35: the warning goes once a time is chosen.
  expect(toast.dismiss).not.toHaveBeenCalled();
  fireEvent.click(await firstTime());
  await toastsShown();
  expect(toast.dismiss).toHaveBeenCalledWith('booking-slot');
});

test('with a time and a token, Book opens the booking dialog', async () => {
  fetchSlots(() => apiDays(new Date()));
  useAuthStore.setState({ token: 'jwt' });
  renderPanel();
  fireEvent.click(await firstTime());
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  expect(await screen.findByRole('dialog', { name: 'Confirm your appointment' })).toBeInTheDocument();
});

test('without a token, Book asks to log in and carries the doctor and slot in a same-site next', async () => {
  fetchSlots(() => apiDays(new Date()));
  useAuthStore.setState({ token: '' });
  renderPanel();
  fireEvent.click(await firstTime());
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  await toastsShown();
  expect(toast.info).toHaveBeenCalledWith('Please log in to book an appointment');
  const where = new URL(screen.getByTestId('where').textContent!, 'http://x');
  expect(where.pathname).toBe('/login');
  expect(where.searchParams.get('next')).toBe(`/appointment/${doctor._id}?slotDate=5_3_2026&slotTime=10%3A00`);
});

test('back from logging in, the carried day and time are chosen again while the api still offers them', async () => {
  fetchSlots(() => apiDays(new Date()));
  renderPanel(doctor, 'Asia/Kolkata', '?slotDate=7_3_2026&slotTime=17%3A30');
  expect(await screen.findByRole('radio', { name: '5:30 PM' })).toHaveAttribute('aria-checked', 'true');
  expect(dayButtons()[2]).toHaveAttribute('aria-checked', 'true');
});

test('asks the api for this doctor’s days, shows a labelled skeleton meanwhile, then exactly what the api offers', async () => {
  let answer: 'pending' | 'days' = 'pending';
  const reads = fetchSlots(() =>
    answer === 'pending' ? 'pending' : apiDays(new Date(), { closures: [{ slotDate: '6_3_2026', reason: 'Diwali' }] }),
  );
  const waiting = renderPanel();
  expect(reads).toHaveBeenCalledWith(`/api/doctor/slots/${doctor._id}`, expect.anything());
  expect(screen.getByRole('status')).toHaveTextContent('Loading the free times…');
  expect(screen.queryByRole('radiogroup', { name: 'Day' })).not.toBeInTheDocument();
  // Nothing to book yet: the button waits for the days.
  expect(screen.getByRole('button', { name: 'Book an appointment' })).toBeDisabled();
  waiting.unmount();
  answer = 'days';
  renderPanel();
  expect(await screen.findByRole('radio', { name: 'Fri 6 Mar Closed' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'Fri 6 Mar Closed' }));
  expect(screen.getByRole('status')).toHaveTextContent('Closed · Diwali');
  expect(screen.queryByRole('radiogroup', { name: /^Time on/ })).not.toBeInTheDocument();
});

test.each(['refused', 'unreachable'] as const)('when the read is %s, the panel says so plainly and Retry reads again', async (failure) => {
  let fail = true;
  const reads = fetchSlots(() => (fail ? failure : apiDays(new Date())));
  renderPanel();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The free times could not be loaded. Please check your connection and try again.',
  );
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await firstTime()).toHaveTextContent('10:00 AM');
  expect(reads).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('coming back to the page reads the days again when they are more than a minute old, not before', async () => {
  const reads = fetchSlots(() => apiDays(new Date()));
  renderPanel();
  await firstTime();
  expect(reads).toHaveBeenCalledTimes(1);

  jest.setSystemTime(NOW.getTime() + 50_000);
  act(() => void window.dispatchEvent(new Event('focus')));
  expect(reads).toHaveBeenCalledTimes(1);

  // At 10:46 the api no longer offers 10:00–11:00 today (decision 4's first-slot rule).
  jest.setSystemTime(new Date('2026-03-05T10:46:00+05:30'));
  act(() => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(reads).toHaveBeenCalledTimes(2);
  await waitFor(async () => expect(await firstTime()).toHaveTextContent('11:30 AM'));
});

test('a doctor who is not available offers no slots, and nothing is asked', () => {
  const reads = fetchSlots(() => apiDays(new Date()));
  renderPanel({ ...doctor, available: false });
  expect(screen.queryByRole('radiogroup', { name: 'Day' })).not.toBeInTheDocument();
  expect(screen.getByText(/is not taking bookings right now/)).toBeInTheDocument();
  expect(reads).not.toHaveBeenCalled();
});

test("with the clinic in New York, the panel names New York's zone and books the days the api names", async () => {
  // 09:45 in India on 5 March is 23:15 on 4 March in New York: the clinic's week runs 4–10 March.
  fetchSlots(() => apiDays(new Date(), {}, 'America/New_York'));
  useAuthStore.setState({ token: '' });
  renderPanel(doctor, 'America/New_York');
  expect(screen.getByRole('region', { name: 'Booking slots' })).toHaveTextContent(
    "All times are the clinic's local time (Eastern Standard Time).",
  );
  // New York's today is over: it says so, and the next day, with free times, is the one shown.
  expect(await screen.findByRole('radio', { name: 'Wed 4 Mar Over for today' })).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByRole('radio', { name: 'Thu 5 Mar' })).toHaveAttribute('aria-checked', 'true');
  fireEvent.click(dayButtons()[6]!);
  fireEvent.click(await firstTime());
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  const where = new URL(screen.getByTestId('where').textContent!, 'http://x');
  expect(where.searchParams.get('next')).toBe(`/appointment/${doctor._id}?slotDate=10_3_2026&slotTime=10%3A00`);
});

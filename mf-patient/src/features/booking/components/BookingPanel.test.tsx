import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { MESSAGES, type Doctor } from '@clinic/shared/contract';
import { useAuthStore } from '@clinic/shared/stores';
import { BookingPanel } from './BookingPanel';

jest.mock('react-toastify', () => ({ toast: { warn: jest.fn(), error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const doctor: Doctor = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Dr. Ananya Iyer',
  image: '',
  speciality: 'Hearing Aid and Speech Specialist',
  degree: 'MASLP',
  experience: '8 Year',
  about: '',
  fees: 800,
  available: true,
  address: { line1: '', line2: '' },
  slots_booked: {},
};

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderPanel(d: Doctor = doctor, clinicTz = 'Asia/Kolkata') {
  render(
    <MemoryRouter initialEntries={[`/appointment/${d._id}`]}>
      <Routes>
        <Route path="/appointment/:docId" element={<BookingPanel doctor={d} clinicTz={clinicTz} />} />
        <Route path="/login" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Toasts are shown once react-toastify has been asked for, a moment after the click.
const toastsShown = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const firstTime = () => screen.getByRole('group', { name: /^Time on/ }).querySelector('button')!;

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now: new Date('2026-03-05T09:45:00+05:30'), doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

test('Book without a time warns and opens nothing', async () => {
  useAuthStore.setState({ token: 'jwt' });
  renderPanel();
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  await toastsShown();
  expect(toast.warn).toHaveBeenCalledWith(MESSAGES.selectSlot);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('with a time and a token, Book opens the booking dialog', async () => {
  useAuthStore.setState({ token: 'jwt' });
  renderPanel();
  fireEvent.click(firstTime());
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  expect(await screen.findByRole('dialog', { name: 'Confirm your appointment' })).toBeInTheDocument();
});

test('without a token, Book asks to log in and carries the doctor and slot in a same-site next', async () => {
  useAuthStore.setState({ token: '' });
  renderPanel();
  fireEvent.click(firstTime());
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  await toastsShown();
  expect(toast.info).toHaveBeenCalledWith('Please log in to book an appointment');
  const where = new URL(screen.getByTestId('where').textContent!, 'http://x');
  expect(where.pathname).toBe('/login');
  expect(where.searchParams.get('next')).toBe(`/appointment/${doctor._id}?slotDate=5_3_2026&slotTime=10%3A00`);
});

test('a doctor who is not available offers no slots', () => {
  renderPanel({ ...doctor, available: false });
  expect(screen.queryByRole('group', { name: 'Day' })).not.toBeInTheDocument();
  expect(screen.getByText(/is not taking bookings right now/)).toBeInTheDocument();
});

test("with the clinic in New York, the panel names New York's zone and books New York's days", () => {
  // 09:45 in India on 5 March is 23:15 on 4 March in New York: the clinic's week runs 4–10 March.
  useAuthStore.setState({ token: '' });
  renderPanel(doctor, 'America/New_York');
  expect(screen.getByRole('region', { name: 'Booking slots' })).toHaveTextContent(
    "All times are the clinic's local time (Eastern Standard Time).",
  );
  fireEvent.click(screen.getByRole('group', { name: 'Day' }).querySelectorAll('button')[6]!);
  fireEvent.click(firstTime());
  fireEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
  const where = new URL(screen.getByTestId('where').textContent!, 'http://x');
  expect(where.searchParams.get('next')).toBe(`/appointment/${doctor._id}?slotDate=10_3_2026&slotTime=10%3A00`);
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { MESSAGES } from '@clinic/shared/contract';
import { useAuthStore, useDoctorsStore } from '@clinic/shared/stores';
import { makeAppointment } from '@clinic/shared/testing';
import { apiDays, fetchSlots, restoreFetch } from '../testing/slots-fetch';
import MyAppointmentsPage from './MyAppointmentsPage';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
// The doctor's free times are read with fetch (readPublic, stood in for by fetchSlots).
jest.mock('@clinic/shared/api-client', () => ({ ...jest.requireActual('@clinic/shared/api-client'), callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;
const loadDoctors = jest.fn(async () => null);

const booked = makeAppointment({
  docData: { name: 'Dr. Ananya Iyer', image: '', speciality: 'Neurologist', address: { line1: '', line2: '' } },
});
const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/my-appointments']}>
      <MyAppointmentsPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ token: 'patient-jwt' });
  useDoctorsStore.setState({ load: loadDoctors, clinicTz: 'Asia/Kolkata', status: 'ready' });
});

test('a list that could not be loaded says so (the server’s words as a toast) and can be asked for again', async () => {
  answer.mockResolvedValueOnce({ success: false, message: 'Your session has expired, please log in again' });
  renderPage();
  expect(await screen.findByText('Your appointments could not be loaded')).toBeInTheDocument();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your session has expired, please log in again'));

  answer.mockResolvedValueOnce({ success: true, message: '', appointments: [booked] });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Dr. Ananya Iyer' })).toBeInTheDocument();
});

test('a cancel, once confirmed, thanks in the server’s words and shows the list and every picker as they now are', async () => {
  let cancelled = false;
  answer.mockImplementation(async (name) => {
    if (name === 'userAppointments') return { success: true, message: '', appointments: [{ ...booked, cancelled }] };
    if (name === 'userCancel') {
      cancelled = true;
      return { success: true, message: 'Appointment Cancelled' };
    }
    throw new Error(`unexpected ${name}`);
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
  expect(answer).not.toHaveBeenCalledWith('userCancel', expect.anything());
  await userEvent.click(
    within(screen.getByRole('dialog', { name: MESSAGES.confirmCancel })).getByRole('button', { name: 'Cancel appointment' }),
  );
  expect(answer).toHaveBeenCalledWith('userCancel', { appointmentId: booked._id });
  expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  expect(loadDoctors).toHaveBeenCalled();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment Cancelled'));
});

test('signed out, nothing is asked and the page offers to log in and come back', () => {
  useAuthStore.setState({ token: '' });
  renderPage();
  expect(screen.getByRole('link', { name: 'Log in or create an account' })).toHaveAttribute('href', '/login?next=%2Fmy-appointments');
  expect(answer).not.toHaveBeenCalled();
});

describe("the clinic's cancellation cut-off, as the list brings it (issue 20)", () => {
  // The appointment is at 10:30 on 5 March 2026 in the clinic (IST); it is 08:00 there.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-05T08:00:00+05:30'), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  test('inside the cut-off the card offers no Cancel, but why and the number to call', async () => {
    answer.mockResolvedValue({ success: true, message: '', appointments: [booked], cancelCutoffMinutes: 180 });
    renderPage();
    expect(await screen.findByText(/Online cancellation closes 3 hours before the appointment/)).toHaveTextContent(
      'Online cancellation closes 3 hours before the appointment. To cancel, please call +91 98450 12345.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });

  test('a list without a cut-off (an older api) offers Cancel as before', async () => {
    answer.mockResolvedValue({ success: true, message: '', appointments: [booked] });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
  });

  test('a cancel the api refuses (409: the cut-off passed meanwhile) says its words, and the list is read again', async () => {
    let cutoff = 60;
    const refusal = 'Online cancellation closes 1 hour before the appointment. Please call the clinic.';
    answer.mockImplementation(async (name) => {
      if (name === 'userAppointments') return { success: true, message: '', appointments: [booked], cancelCutoffMinutes: cutoff };
      if (name === 'userCancel') {
        cutoff = 180;
        return { success: false, message: refusal };
      }
      throw new Error(`unexpected ${name}`);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: MESSAGES.confirmCancel })).getByRole('button', { name: 'Cancel appointment' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    expect(await screen.findByText(/Online cancellation closes 3 hours/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(loadDoctors).not.toHaveBeenCalled();
  });
});

describe('changing the time (issue 23)', () => {
  // 08:00 in the clinic (IST) on Thursday 5 March 2026; the appointment is at 10:30 on Friday 6 March.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-05T08:00:00+05:30'), advanceTimers: true }));
  afterEach(() => {
    jest.useRealTimers();
    restoreFetch();
  });

  test('once moved, the card shows the new time, and the list and every picker were read again', async () => {
    fetchSlots(() => apiDays(new Date(), { booked: { '6_3_2026': ['10:30'] } }));
    let slot = { slotDate: '6_3_2026', slotTime: '10:30' };
    answer.mockImplementation(async (name, payload) => {
      if (name === 'userAppointments')
        return { success: true, message: '', appointments: [{ ...booked, ...slot }], cancelCutoffMinutes: 1440 };
      if (name === 'userReschedule') {
        const { slotDate, slotTime } = payload as { slotDate: string; slotTime: string };
        slot = { slotDate, slotTime };
        return { success: true, message: MESSAGES.appointmentRescheduled };
      }
      throw new Error(`unexpected ${name}`);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change time: appointment with Dr. Ananya Iyer' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Sat 7 Mar' }));
    await userEvent.click(screen.getByRole('radio', { name: '11:00 AM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move appointment' }));

    expect(await screen.findByText(/Sat 7 Mar 2026 at 11:00 AM/)).toHaveTextContent('Sat 7 Mar 2026 at 11:00 AM (India Standard Time)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment moved'));
    expect(loadDoctors).toHaveBeenCalled();
  });
});

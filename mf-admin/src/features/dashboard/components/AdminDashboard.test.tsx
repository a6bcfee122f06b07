import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi, readPublic } from '@clinic/shared/api-client';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeAppointment } from '@clinic/shared/testing';
import { AdminDashboard } from './AdminDashboard';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn(), readPublic: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;
const mockedRead = readPublic as jest.MockedFunction<typeof readPublic>;

const started = makeAppointment({ slotDate: '5_3_2026', userData: { ...makeAppointment().userData, name: 'Asha Rao' } });
const missed = makeAppointment({ noShow: true, userData: { ...makeAppointment().userData, name: 'Kabir Rao' } });
const coming = makeAppointment({ slotDate: '5_3_2099', userData: { ...makeAppointment().userData, name: 'Meera Das' } });
const refusing = makeAppointment({ cancelled: true, payment: true, amount: 800, refundStatus: 'failed' });
let refundsOwed = [refusing];
let newAccountBookings = { perHour: 30, thisHour: 30, refused: 0 };
const dashData = () => ({
  doctors: 12,
  appointments: 40,
  noShows: 3,
  patients: 9,
  latestAppointments: [started, missed, coming],
  refundsOwed,
  newAccountBookings,
});

beforeEach(() => {
  jest.clearAllMocks();
  refundsOwed = [refusing];
  newAccountBookings = { perHour: 30, thisHour: 30, refused: 0 };
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
  mockedCall.mockImplementation(async (name) => {
    if (name === 'adminDashboard') return { success: true, message: '', dashData: dashData() };
    if (name === 'adminNoShow') return { success: true, message: 'Marked as No-show' };
    if (name === 'adminReschedule') return { success: true, message: 'Appointment moved' };
    throw new Error(`unexpected ${name}`);
  });
});

test('counts No-shows beside doctors, appointments and patients (decision 41)', async () => {
  render(<AdminDashboard />);
  expect(await screen.findByTestId('no-shows')).toHaveTextContent('3');
  expect(screen.getByText('No-shows').previousSibling).toHaveTextContent('3');
  expect(screen.getByText('Appointments').previousSibling).toHaveTextContent('40');
});

test('a started booking among the latest can be marked No-show; a No-show shows its status', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const user = userEvent.setup();
  render(<AdminDashboard />);
  const [first, second] = await screen.findAllByTestId('latest-appointment');
  expect(second).toHaveTextContent('No-show');
  await user.click(screen.getByRole('button', { name: `Mark appointment of Asha Rao with ${started.docData.name} as No-show` }));
  expect(first).toBeInTheDocument();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked as No-show'));
  await waitFor(() => expect(mockedCall.mock.calls.filter(([n]) => n === 'adminDashboard')).toHaveLength(2));
});

test('a booking still to come among the latest can be moved to another time; the dashboard reloads', async () => {
  mockedRead.mockResolvedValue({ success: true, message: '', days: [{ slotDate: '5_3_2099', times: ['10:30', '15:00'] }] });
  const user = userEvent.setup();
  render(<AdminDashboard />);
  await screen.findAllByTestId('latest-appointment');
  expect(screen.queryByRole('button', { name: /^Change time of appointment of Asha Rao/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: `Change time of appointment of Meera Das with ${coming.docData.name}` }));
  const dialog = screen.getByRole('dialog', { name: 'Change the time' });
  await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Time' }), '3:00 PM');
  await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
  expect(mockedCall).toHaveBeenCalledWith('adminReschedule', { appointmentId: coming._id, slotDate: '5_3_2099', slotTime: '15:00' });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment moved'));
  await waitFor(() => expect(mockedCall.mock.calls.filter(([n]) => n === 'adminDashboard')).toHaveLength(2));
});

test('refunds the provider keeps refusing are listed for the admin; with none owed the panel is gone (issue 23)', async () => {
  const { unmount } = render(<AdminDashboard />);
  const panel = await screen.findByRole('region', { name: 'Refunds not yet back' });
  expect(within(panel).getByTestId('refund-owed')).toHaveTextContent('Refund of ₹800 failing: retrying');
  unmount();
  refundsOwed = [];
  render(<AdminDashboard />);
  await screen.findAllByTestId('latest-appointment');
  expect(screen.queryByRole('region', { name: 'Refunds not yet back' })).toBeNull();
});

test('new accounts’ bookings the hourly budget turned away are told to the admin, with the setting to raise; none, no panel (issue 34)', async () => {
  const { unmount } = render(<AdminDashboard />);
  await screen.findByTestId('no-shows');
  expect(screen.queryByTestId('new-account-bookings')).toBeNull();
  unmount();

  newAccountBookings = { perHour: 30, thisHour: 30, refused: 12 };
  render(<AdminDashboard />);
  const panel = await screen.findByRole('region', { name: 'Bookings from new accounts paused' });
  expect(panel).toHaveTextContent(
    '12 bookings from accounts opened today were turned away in the last two hours: the clinic takes 30 an hour from such accounts, and this hour 30 are booked.',
  );
  expect(panel).toHaveTextContent('raise NEW_ACCOUNT_BOOKINGS_PER_HOUR');
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi, readPublic } from '@clinic/shared/api-client';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeAppointment } from '@clinic/shared/testing';
import { DoctorDashboard } from './DoctorDashboard';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn(), readPublic: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;
const mockedRead = readPublic as jest.MockedFunction<typeof readPublic>;

const booking = makeAppointment({ userData: { ...makeAppointment().userData, name: 'Asha Rao' } });
const dashData = { earnings: 12500, appointments: 7, noShows: 2, patients: 4, latestAppointments: [booking] };

beforeEach(() => {
  jest.clearAllMocks();
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
  mockedCall.mockImplementation(async (name) => {
    if (name === 'doctorDashboard') return { success: true, message: '', dashData };
    if (name === 'doctorCancel') return { success: true, message: 'Appointment Cancelled' };
    if (name === 'doctorReschedule') return { success: true, message: 'Appointment moved' };
    throw new Error(`unexpected ${name}`);
  });
});

test('earnings in rupees, the three counts and the latest bookings', async () => {
  render(<DoctorDashboard />);
  expect(await screen.findByTestId('earnings')).toHaveTextContent('₹12,500');
  expect(screen.getByText('Appointments').previousSibling).toHaveTextContent('7');
  expect(screen.getByText('No-shows').previousSibling).toHaveTextContent('2');
  expect(screen.getByText('Patients').previousSibling).toHaveTextContent('4');
  expect(within(screen.getByRole('region', { name: 'Latest Bookings' })).getByText('Asha Rao')).toBeInTheDocument();
});

test('a cancel from the latest bookings reloads the dashboard', async () => {
  const user = userEvent.setup();
  render(<DoctorDashboard />);
  await user.click(await screen.findByRole('button', { name: 'Cancel appointment of Asha Rao' }));
  await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Reason \(told to the patient\)/ }), 'Called away');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel appointment' }));
  expect(mockedCall).toHaveBeenCalledWith('doctorCancel', { appointmentId: booking._id, reason: 'Called away' });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment Cancelled'));
  await waitFor(() => expect(mockedCall.mock.calls.filter(([n]) => n === 'doctorDashboard')).toHaveLength(2));
});

test('a booking still to come can be moved from the latest bookings; the dashboard reloads', async () => {
  const coming = makeAppointment({ slotDate: '5_3_2099', userData: { ...booking.userData, name: 'Meera Das' } });
  mockedCall.mockImplementationOnce(async () => ({ success: true, message: '', dashData: { ...dashData, latestAppointments: [coming] } }));
  mockedRead.mockResolvedValue({ success: true, message: '', days: [{ slotDate: '5_3_2099', times: ['10:30', '15:00'] }] });
  const user = userEvent.setup();
  render(<DoctorDashboard />);
  await user.click(await screen.findByRole('button', { name: 'Change time of appointment of Meera Das' }));
  const dialog = screen.getByRole('dialog', { name: 'Change the time' });
  await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Time' }), '3:00 PM');
  await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
  expect(mockedCall).toHaveBeenCalledWith('doctorReschedule', { appointmentId: coming._id, slotDate: '5_3_2099', slotTime: '15:00' });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment moved'));
  await waitFor(() => expect(mockedCall.mock.calls.filter(([n]) => n === 'doctorDashboard')).toHaveLength(2));
});

test('no bookings yet says so', async () => {
  mockedCall.mockResolvedValue({ success: true, message: '', dashData: { ...dashData, latestAppointments: [] } });
  render(<DoctorDashboard />);
  expect(await screen.findByText('No appointments yet')).toBeInTheDocument();
});

test('a refused dashboard toasts (spec section 8)', async () => {
  mockedCall.mockResolvedValue({ success: false, message: 'Not Authorized' });
  render(<DoctorDashboard />);
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not Authorized'));
});

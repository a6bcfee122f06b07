import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { makeAppointment } from '@clinic/shared/testing';
import { DoctorAppointments } from './DoctorAppointments';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const base = makeAppointment().userData;
const paid = makeAppointment({ payment: true, userData: { ...base, name: 'Asha Rao' } });
const cash = makeAppointment({ payment: false, userData: { ...base, name: 'Vikram Shah' } });
const cancelled = makeAppointment({ cancelled: true, userData: { ...base, name: 'Meera Das' } });
const counts = { all: 3, active: 2, completed: 0, cancelled: 1 };

let actionAnswer: { success: boolean; message: string };
beforeEach(() => {
  jest.clearAllMocks();
  actionAnswer = { success: true, message: 'Appointment Completed' };
  mockedCall.mockImplementation(async (name) => {
    if (name === 'doctorAppointments') return { success: true, message: '', appointments: [paid, cash, cancelled], total: 3, counts };
    if (name === 'doctorCancel' || name === 'doctorComplete') return actionAnswer as never;
    throw new Error(`unexpected ${name}`);
  });
});

const listCalls = () => mockedCall.mock.calls.filter(([n]) => n === 'doctorAppointments').map(([, q]) => q);
const row = (name: string) => screen.getAllByTestId('appointment-row').find((r) => within(r).queryByText(name))!;

test('payment reads Online when paid and Cash when not; a cancelled row shows its status, no actions', async () => {
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  expect(within(row('Asha Rao')).getByText('Online')).toBeInTheDocument();
  expect(within(row('Vikram Shah')).getByText('Cash')).toBeInTheDocument();
  expect(within(row('Meera Das')).getByText('Cancelled')).toBeInTheDocument();
  expect(within(row('Meera Das')).queryByRole('button')).toBeNull();
});

test('filtered by status and by patient name through the api', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Active 2' }));
  await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, limit: 20, status: 'active' }));
  await user.type(screen.getByLabelText('Search by patient name'), 'vik');
  act(() => void jest.advanceTimersByTime(400));
  await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, limit: 20, status: 'active', q: 'vik' }));
  jest.useRealTimers();
});

test('complete asks its own question, then the list reloads', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const user = userEvent.setup();
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Vikram Shah');
  await user.click(within(row('Vikram Shah')).getByRole('button', { name: 'Complete appointment of Vikram Shah' }));
  expect(confirm).toHaveBeenCalledWith('Mark this appointment as completed?');
  expect(mockedCall).toHaveBeenCalledWith('doctorComplete', { appointmentId: cash._id });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment Completed'));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});

test('cancel asks first and does nothing on No', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const user = userEvent.setup();
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  await user.click(within(row('Asha Rao')).getByRole('button', { name: 'Cancel appointment of Asha Rao' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel this appointment?');
  expect(mockedCall).not.toHaveBeenCalledWith('doctorCancel', expect.anything());
});

test('a refused cancel is only logged, not toasted (spec section 8), and the list still reloads', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  actionAnswer = { success: false, message: 'This appointment is already cancelled' };
  const user = userEvent.setup();
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  await user.click(within(row('Asha Rao')).getByRole('button', { name: 'Cancel appointment of Asha Rao' }));
  await waitFor(() => expect(log).toHaveBeenCalledWith('This appointment is already cancelled'));
  expect(toast.error).not.toHaveBeenCalled();
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  log.mockRestore();
});

test('a refused list is only logged; a thrown one toasts', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  mockedCall.mockResolvedValueOnce({ success: false, message: 'Not Authorized' });
  const { unmount } = render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await waitFor(() => expect(log).toHaveBeenCalledWith('Not Authorized'));
  expect(toast.error).not.toHaveBeenCalled();
  unmount();
  mockedCall.mockRejectedValueOnce(new Error('Network Error'));
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network Error'));
  log.mockRestore();
});

test('no rows says No appointments found', async () => {
  mockedCall.mockResolvedValue({
    success: true,
    message: '',
    appointments: [],
    total: 0,
    counts: { all: 0, active: 0, completed: 0, cancelled: 0 },
  });
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  expect(await screen.findByText('No appointments found')).toBeInTheDocument();
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { makeAppointment } from '@clinic/shared/testing';
import { AllAppointments } from './AllAppointments';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const active = makeAppointment({ userData: { ...makeAppointment().userData, name: 'Asha Rao' } });
const done = makeAppointment({ isCompleted: true, userData: { ...makeAppointment().userData, name: 'Vikram Shah' } });
const counts = { all: 45, active: 30, completed: 10, cancelled: 5 };

beforeEach(() => {
  jest.clearAllMocks();
  mockedCall.mockImplementation(async (name) => {
    if (name === 'adminAppointments') return { success: true, message: '', appointments: [active, done], total: 45, counts };
    if (name === 'adminCancel') return { success: true, message: 'Appointment Cancelled' };
    throw new Error(`unexpected ${name}`);
  });
});

const listCalls = () => mockedCall.mock.calls.filter(([n]) => n === 'adminAppointments').map(([, q]) => q);

test('asks for the first page and shows the four filters with their counts', async () => {
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  expect(listCalls()[0]).toEqual({ page: 1, limit: 20 });
  const group = screen.getByRole('group', { name: 'Filter by status' });
  expect(within(group).getByRole('button', { name: 'All 45' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(group).getByRole('button', { name: 'Cancelled 5' })).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
});

test('a filter asks the api for that status from page 1; Next asks for the next page', async () => {
  const user = userEvent.setup();
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 2, limit: 20 }));
  await user.click(screen.getByRole('button', { name: /^Completed/ }));
  await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, limit: 20, status: 'completed' }));
  expect(screen.getByRole('button', { name: /^Completed/ })).toHaveAttribute('aria-pressed', 'true');
});

test('the search is sent once typing pauses', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  await user.type(screen.getByLabelText('Search by patient or doctor name'), 'asha');
  act(() => void jest.advanceTimersByTime(400));
  await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, limit: 20, q: 'asha' }));
  expect(listCalls().filter((q) => q && 'q' in q)).toHaveLength(1);
  jest.useRealTimers();
});

test('cancel is offered on active rows only, asks first, then the list reloads', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const user = userEvent.setup();
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  const rows = screen.getAllByTestId('appointment-row');
  expect(within(rows[1]!).queryByRole('button')).toBeNull();
  expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
  await user.click(within(rows[0]!).getByRole('button', { name: /^Cancel appointment of Asha Rao/ }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel this appointment?');
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment Cancelled'));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});

test('an empty page says No appointments found', async () => {
  mockedCall.mockResolvedValue({
    success: true,
    message: '',
    appointments: [],
    total: 0,
    counts: { all: 0, active: 0, completed: 0, cancelled: 0 },
  });
  render(<AllAppointments />, { wrapper: MemoryRouter });
  expect(await screen.findByText('No appointments found')).toBeInTheDocument();
});

test('a network failure toasts the error message', async () => {
  mockedCall.mockRejectedValue(new Error('Network Error'));
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network Error'));
});

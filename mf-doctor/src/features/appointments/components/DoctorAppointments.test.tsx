import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { MemoryRouter } from 'react-router-dom';
import { callApi, readPublic } from '@clinic/shared/api-client';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeAppointment } from '@clinic/shared/testing';
import { DoctorAppointments } from './DoctorAppointments';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn(), readPublic: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;
const mockedRead = readPublic as jest.MockedFunction<typeof readPublic>;

const base = makeAppointment().userData;
// Asha's is still to come; Vikram's started in March 2026 (decision 41: only his can be completed).
const paid = makeAppointment({ payment: true, slotDate: '5_3_2099', userData: { ...base, name: 'Asha Rao' } });
const cash = makeAppointment({
  payment: false,
  slotDate: '5_3_2026',
  userData: { ...base, name: 'Vikram Shah', age: 68, phone: '+919900044557', email: 'vikram@example.in', message: 'Please speak slowly.' },
  bookedBy: { name: 'Rohan Shah', email: 'rohan@example.in' },
});
const cancelled = makeAppointment({ cancelled: true, userData: { ...base, name: 'Meera Das' } });
const counts = { all: 3, active: 2, completed: 0, cancelled: 1, 'no-show': 0 };

let actionAnswer: { success: boolean; message: string };
/** The clinic's release time for unpaid online bookings (decision 34), as the public hours say it. */
let holdReleaseMinutes = 0;
beforeEach(() => {
  holdReleaseMinutes = 0;
  jest.clearAllMocks();
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
  actionAnswer = { success: true, message: 'Appointment Completed' };
  mockedCall.mockImplementation(async (name) => {
    if (name === 'doctorAppointments') return { success: true, message: '', appointments: [paid, cash, cancelled], total: 3, counts };
    if (name === 'clinicHours')
      return { success: true, message: '', hours: { weekly: [], windowDays: 30, closures: [], holdReleaseMinutes } } as never;
    if (
      name === 'doctorCancel' ||
      name === 'doctorComplete' ||
      name === 'doctorNoShow' ||
      name === 'doctorReschedule' ||
      name === 'doctorKeepAppointment'
    )
      return actionAnswer as never;
    throw new Error(`unexpected ${name}`);
  });
});

const listCalls = () => mockedCall.mock.calls.filter(([n]) => n === 'doctorAppointments').map(([, q]) => q);
const row = (name: string) => screen.getAllByTestId('appointment-row').find((r) => within(r).queryByText(name))!;

test('payment reads Online when paid and Cash when not; a cancelled row shows its status, no payment, no actions', async () => {
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  expect(within(row('Asha Rao')).getByText('Online')).toBeInTheDocument();
  expect(within(row('Vikram Shah')).getByText('Cash')).toBeInTheDocument();
  expect(within(row('Meera Das')).getByText('Cancelled')).toBeInTheDocument();
  // Nothing is owed for a visit that will not happen (issue 35: not "Cash" on every row).
  expect(within(row('Meera Das')).queryByText(/^(Cash|Online)$/)).toBeNull();
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

test('Complete and No-show only from the start; before it, Change time and Cancel', async () => {
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  const future = within(row('Asha Rao'));
  expect(future.getAllByRole('button').map((b) => b.textContent)).toEqual(['Change time', 'Cancel']);
  expect(future.getByRole('button', { name: 'Change time of appointment of Asha Rao' })).toBeEnabled();
  const started = within(row('Vikram Shah'));
  expect(started.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Complete', 'No-show']);
});

test('an unpaid online booking the clinic would release offers Keep (the patient told the doctor they are coming); it asks nothing, and the list reloads', async () => {
  holdReleaseMinutes = 2 * 24 * 60;
  actionAnswer = { success: true, message: 'This appointment will be kept, paid or not.' };
  const user = userEvent.setup();
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  // Vikram's started already and Asha's is paid: only an unpaid one still to come can be kept.
  const keepFor = (name: string) => within(row(name)).queryByRole('button', { name: new RegExp(`^Keep unpaid: ${name}`) });
  expect(keepFor('Vikram Shah')).toBeNull();
  expect(keepFor('Asha Rao')).toBeNull();
  mockedCall.mockImplementationOnce(async () => ({
    success: true,
    message: '',
    appointments: [{ ...paid, payment: false }],
    total: 1,
    counts,
  }));
  await user.click(screen.getByRole('button', { name: 'Active 2' }));
  await waitFor(() => expect(keepFor('Asha Rao')).toBeInTheDocument());
  const confirm = jest.spyOn(window, 'confirm');
  await user.click(keepFor('Asha Rao')!);
  expect(confirm).not.toHaveBeenCalled();
  expect(mockedCall).toHaveBeenCalledWith('doctorKeepAppointment', { appointmentId: paid._id });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('This appointment will be kept, paid or not.'));
});

test('until the clinic’s zone is known, neither is offered, nor Change time', async () => {
  useDoctorsStore.setState({ clinicTz: null });
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Vikram Shah');
  expect(
    within(row('Asha Rao'))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Cancel']);
  expect(
    within(row('Vikram Shah'))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Cancel']);
});

test('No-show asks its own question, then the list reloads', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  actionAnswer = { success: true, message: 'Marked as No-show' };
  const user = userEvent.setup();
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Vikram Shah');
  await user.click(within(row('Vikram Shah')).getByRole('button', { name: 'Mark appointment of Vikram Shah as No-show' }));
  expect(confirm).toHaveBeenCalledWith('Mark this appointment as a no-show? The patient did not come.');
  expect(mockedCall).toHaveBeenCalledWith('doctorNoShow', { appointmentId: cash._id });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked as No-show'));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});

const openMove = async () => {
  mockedRead.mockResolvedValue({
    success: true,
    message: '',
    days: [
      { slotDate: '5_3_2099', times: ['10:00', '10:30'] },
      { slotDate: '6_3_2099', times: [], reason: 'away' },
      { slotDate: '7_3_2099', times: ['11:30'] },
    ],
  });
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  await userEvent.click(within(row('Asha Rao')).getByRole('button', { name: 'Change time of appointment of Asha Rao' }));
  const dialog = screen.getByRole('dialog', { name: 'Change the time' });
  await within(dialog).findByRole('combobox', { name: 'Day' });
  return dialog;
};

test('Change time offers the doctor’s own free days and moves the appointment there, then the list reloads', async () => {
  actionAnswer = { success: true, message: 'Appointment moved' };
  const dialog = await openMove();
  expect(mockedRead).toHaveBeenCalledWith('doctorSlots', { docId: paid.docId });
  const days = within(within(dialog).getByRole('combobox', { name: 'Day' })).getAllByRole('option');
  expect(days.map((o) => o.textContent)).toEqual(['Thu 5 Mar (1 free time)', 'Sat 7 Mar (1 free time)']);
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), 'Sat 7 Mar (1 free time)');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), '11:30 AM');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
  expect(mockedCall).toHaveBeenCalledWith('doctorReschedule', { appointmentId: paid._id, slotDate: '7_3_2099', slotTime: '11:30' });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment moved'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});

test('a refused move keeps the dialog open with the reason and the free times read again', async () => {
  actionAnswer = { success: false, message: 'You already have an appointment at this time' };
  const dialog = await openMove();
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), '10:00 AM');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not moved: You already have an appointment at this time.');
  await waitFor(() => expect(mockedRead).toHaveBeenCalledTimes(2));
  expect(screen.getByRole('dialog', { name: 'Change the time' })).toBe(dialog);
  // The doctor's 10:00 is still free (the clash is the patient's): it stays offered, to move elsewhere or keep.
  expect(within(dialog).getByRole('button', { name: 'Move appointment' })).toBeEnabled();
});

test('shows who is coming: age, who booked, the message, and the phone and e-mail as links', async () => {
  const user = userEvent.setup();
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Vikram Shah');
  const r = within(row('Vikram Shah'));
  expect(r.getByText('Age 68')).toBeInTheDocument();
  expect(r.getByText('Booked by Rohan Shah')).toBeInTheDocument();
  expect(r.getByRole('link', { name: 'Call Vikram Shah back on +91 99000 44557, the number given with the booking' })).toHaveAttribute(
    'href',
    'tel:+919900044557',
  );
  expect(r.getByRole('link', { name: 'E-mail Vikram Shah at vikram@example.in' })).toHaveAttribute('href', 'mailto:vikram@example.in');
  const message = r.getByText('Message').closest('details')!;
  expect(message).not.toHaveAttribute('open');
  await user.click(r.getByText('Message'));
  expect(message).toHaveAttribute('open');
  // Booked by the account holder: not said.
  expect(within(row('Asha Rao')).queryByText(/Booked by/)).toBeNull();
});

test('cancel asks first, with a field for the reason, and does nothing on Keep appointment or Escape', async () => {
  const user = userEvent.setup();
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  const cancelButton = within(row('Asha Rao')).getByRole('button', { name: 'Cancel appointment of Asha Rao' });
  await user.click(cancelButton);
  const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to cancel this appointment?' });
  expect(dialog).toHaveTextContent('Asha Rao on');
  // From the safe choice, one Tab reaches the reason.
  await user.tab({ shift: true });
  expect(within(dialog).getByRole('textbox', { name: /^Reason \(told to the patient\)/ })).toHaveFocus();
  await user.keyboard('Not today');
  await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
  expect(mockedCall).not.toHaveBeenCalledWith('doctorCancel', expect.anything());
  expect(cancelButton).toHaveFocus();
  // Opened again, the reason typed before is gone.
  await user.click(cancelButton);
  expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Reason/ })).toHaveValue('');
});

test('the reason typed is sent with the cancel', async () => {
  actionAnswer = { success: true, message: 'Appointment Cancelled' };
  const user = userEvent.setup();
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  await user.click(within(row('Asha Rao')).getByRole('button', { name: 'Cancel appointment of Asha Rao' }));
  await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Reason/ }), 'I am at a hearing camp');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel appointment' }));
  expect(mockedCall).toHaveBeenCalledWith('doctorCancel', { appointmentId: paid._id, reason: 'I am at a hearing camp' });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment Cancelled'));
});

test('a refused cancel is only logged, not toasted (spec section 8), and the list still reloads', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  actionAnswer = { success: false, message: 'This appointment is already cancelled' };
  const user = userEvent.setup();
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  await user.click(within(row('Asha Rao')).getByRole('button', { name: 'Cancel appointment of Asha Rao' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel appointment' }));
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
    counts: { all: 0, active: 0, completed: 0, cancelled: 0, 'no-show': 0 },
  });
  render(<DoctorAppointments />, { wrapper: MemoryRouter });
  expect(await screen.findByText('No appointments found')).toBeInTheDocument();
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { callApi, readPublic } from '@clinic/shared/api-client';
import { clinicTodayIso } from '@clinic/shared/booking';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeAppointment } from '@clinic/shared/testing';
import { AllAppointments } from './AllAppointments';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn(), readPublic: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;
const mockedRead = readPublic as jest.MockedFunction<typeof readPublic>;

// Asha's started in March 2026 and nobody has marked it yet: it may be cancelled or marked No-show.
const active = makeAppointment({ slotDate: '5_3_2026', userData: { ...makeAppointment().userData, name: 'Asha Rao' } });
const done = makeAppointment({ isCompleted: true, userData: { ...makeAppointment().userData, name: 'Vikram Shah' } });
const upcoming = makeAppointment({ slotDate: '5_3_2099', userData: { ...makeAppointment().userData, name: 'Meera Das' } });
const missed = makeAppointment({ noShow: true, userData: { ...makeAppointment().userData, name: 'Kabir Rao' } });
const counts = { all: 45, active: 30, completed: 10, cancelled: 3, 'no-show': 2 };
// Meera's doctor's free times: her own 10:30 on Thursday is taken by her.
const freeDays = (friday = ['09:00', '12:00']) => ({
  success: true as const,
  message: '',
  days: [
    { slotDate: '5_3_2099', times: ['10:30', '11:00'] },
    { slotDate: '6_3_2099', times: friday },
  ],
});

let moveAnswer: { success: boolean; message: string };
let holdReleaseMinutes = 0;
beforeEach(() => {
  holdReleaseMinutes = 0;
  jest.clearAllMocks();
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
  moveAnswer = { success: true, message: 'Appointment moved' };
  mockedRead.mockResolvedValue(freeDays());
  mockedCall.mockImplementation(async (name) => {
    if (name === 'adminAppointments')
      return { success: true, message: '', appointments: [active, done, upcoming, missed], total: 45, counts };
    if (name === 'adminCancel') return { success: true, message: 'Appointment Cancelled' };
    if (name === 'adminNoShow') return { success: true, message: 'Marked as No-show' };
    if (name === 'adminReschedule') return moveAnswer as never;
    if (name === 'adminClinicHours')
      return {
        success: true,
        message: '',
        hours: { weekly: {}, windowDays: 7, minNoticeMinutes: 0, cancelCutoffMinutes: 0, holdReleaseMinutes },
      } as never;
    if (name === 'adminKeepAppointment') return { success: true, message: 'This appointment will be kept, paid or not.' };
    throw new Error(`unexpected ${name}`);
  });
});

const listCalls = () => mockedCall.mock.calls.filter(([n]) => n === 'adminAppointments').map(([, q]) => q);

test('asks for the first page and shows the five filters with their counts', async () => {
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  expect(listCalls()[0]).toEqual({ page: 1, limit: 20 });
  const group = screen.getByRole('group', { name: 'Filter by status' });
  expect(within(group).getByRole('button', { name: 'All 45' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(group).getByRole('button', { name: 'Cancelled 3' })).toBeInTheDocument();
  expect(within(group).getByRole('button', { name: 'No-show 2' })).toBeInTheDocument();
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
  const confirm = jest.spyOn(window, 'confirm');
  const user = userEvent.setup();
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  const rows = screen.getAllByTestId('appointment-row');
  expect(within(rows[1]!).queryByRole('button')).toBeNull();
  expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
  expect(within(rows[3]!).queryByRole('button')).toBeNull();
  expect(within(rows[3]!).getByText('No-show')).toBeInTheDocument();
  await user.click(within(rows[0]!).getByRole('button', { name: /^Cancel appointment of Asha Rao/ }));
  const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to cancel this appointment?' });
  expect(confirm).not.toHaveBeenCalled();
  // Not paid: nothing is said of money.
  expect(dialog).not.toHaveTextContent(/paid|refund/i);
  expect(within(dialog).getByRole('button', { name: 'Keep appointment' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
  // No reason given: none is sent.
  expect(mockedCall).toHaveBeenCalledWith('adminCancel', { appointmentId: active._id });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment Cancelled'));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});

test('the admin may give the reason the patient is told, typed in the cancel dialog; Keep appointment sends nothing', async () => {
  const user = userEvent.setup();
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  const cancelButton = within(screen.getAllByTestId('appointment-row')[0]!).getByRole('button', {
    name: /^Cancel appointment of Asha Rao/,
  });
  await user.click(cancelButton);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep appointment' }));
  expect(mockedCall).not.toHaveBeenCalledWith('adminCancel', expect.anything());
  expect(cancelButton).toHaveFocus();

  await user.click(cancelButton);
  const reason = within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Reason (told to the patient) (optional)' });
  expect(reason).toHaveValue('');
  expect(reason).toHaveAttribute('maxLength', '300');
  await user.type(reason, '  The audiologist is unwell  ');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel appointment' }));
  expect(mockedCall).toHaveBeenCalledWith('adminCancel', { appointmentId: active._id, reason: 'The audiologist is unwell' });
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});

test('No-show is offered from the start only, asks first, then the list reloads', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const user = userEvent.setup();
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Asha Rao');
  const rows = screen.getAllByTestId('appointment-row');
  expect(
    within(rows[2]!)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Change time', 'Cancel']);
  await user.click(within(rows[0]!).getByRole('button', { name: /^Mark appointment of Asha Rao on .* as No-show$/ }));
  expect(confirm).toHaveBeenCalledWith('Mark this appointment as a no-show? The patient did not come.');
  expect(mockedCall).toHaveBeenCalledWith('adminNoShow', { appointmentId: active._id });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked as No-show'));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});

test('Change time is offered only before an active appointment starts', async () => {
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Meera Das');
  const rows = screen.getAllByTestId('appointment-row');
  expect(within(rows[2]!).getByRole('button', { name: 'Change time of appointment of Meera Das on 5 Mar 2099, 10:30 AM' })).toBeEnabled();
  // Started (Asha), completed (Vikram), No-show (Kabir): the time can no longer be changed.
  for (const row of [rows[0]!, rows[1]!, rows[3]!]) expect(within(row).queryByRole('button', { name: /^Change time/ })).toBeNull();
});

const openMove = async (user: ReturnType<typeof userEvent.setup>) => {
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Meera Das');
  await user.click(screen.getByRole('button', { name: /^Change time of appointment of Meera Das/ }));
  const dialog = screen.getByRole('dialog', { name: 'Change the time' });
  await within(dialog).findByRole('combobox', { name: 'Day' });
  return dialog;
};

test('the new day and time chosen are sent as the admin’s move; the dialog closes and the list reloads', async () => {
  const user = userEvent.setup();
  const dialog = await openMove(user);
  expect(mockedRead).toHaveBeenCalledWith('doctorSlots', { docId: upcoming.docId });
  // Her own time is not offered.
  expect(within(dialog).getByRole('option', { name: 'Thu 5 Mar (1 free time)' })).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), 'Fri 6 Mar (2 free times)');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), '12:00 PM');
  await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
  expect(mockedCall).toHaveBeenCalledWith('adminReschedule', { appointmentId: upcoming._id, slotDate: '6_3_2099', slotTime: '12:00' });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment moved'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});

test('a refused move keeps the dialog open, says why, and offers the free times read again', async () => {
  moveAnswer = { success: false, message: 'Slot Not Available' };
  const user = userEvent.setup();
  const dialog = await openMove(user);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), 'Fri 6 Mar (2 free times)');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), '12:00 PM');
  // Someone took 12:00 meanwhile.
  mockedRead.mockResolvedValue(freeDays(['09:00']));
  await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not moved: Slot Not Available.');
  expect(toast.error).toHaveBeenCalledWith('Slot Not Available');
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Fri 6 Mar (1 free time)' })).toBeInTheDocument());
  expect(within(dialog).queryByRole('option', { name: '12:00 PM' })).toBeNull();
  expect(mockedRead).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('dialog', { name: 'Change the time' })).toBe(dialog);
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

test('Today asks for today at the clinic and keeps it in the address; All days clears it', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/all-appointments?status=active']}>
      <AllAppointments />
      <Address />
    </MemoryRouter>,
  );
  await screen.findByText('Asha Rao');
  const today = clinicTodayIso(new Date(), 'Asia/Kolkata');
  await user.click(screen.getByRole('button', { name: 'Today' }));
  await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, limit: 20, status: 'active', date: today }));
  expect(screen.getByTestId('address')).toHaveTextContent(`?status=active&date=${today}`);
  expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('Day')).toHaveValue(today);
  expect(screen.getByRole('table', { name: /^Appointments on .*, by time$/ })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'All days' }));
  await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, limit: 20, status: 'active' }));
  expect(screen.getByTestId('address')).toHaveTextContent('?status=active');
});

test('a day chosen in the date field is asked for', async () => {
  render(
    <MemoryRouter initialEntries={['/all-appointments?date=2026-03-05']}>
      <AllAppointments />
    </MemoryRouter>,
  );
  await screen.findByText('Asha Rao');
  expect(listCalls()[0]).toEqual({ page: 1, limit: 20, date: '2026-03-05' });
  expect(screen.getByLabelText('Day')).toHaveValue('2026-03-05');
  expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
});

test('an empty page says No appointments found', async () => {
  mockedCall.mockResolvedValue({
    success: true,
    message: '',
    appointments: [],
    total: 0,
    counts: { all: 0, active: 0, completed: 0, cancelled: 0, 'no-show': 0 },
  });
  render(<AllAppointments />, { wrapper: MemoryRouter });
  expect(await screen.findByText('No appointments found')).toBeInTheDocument();
});

test('a network failure toasts the error message', async () => {
  mockedCall.mockRejectedValue(new Error('Network Error'));
  render(<AllAppointments />, { wrapper: MemoryRouter });
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network Error'));
});

test('while the clinic releases unpaid online bookings, those it would release offer Keep unpaid (issue 34)', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<AllAppointments />, { wrapper: MemoryRouter });
  await screen.findByText('Meera Das');
  expect(screen.queryByRole('button', { name: /^Keep unpaid: / })).toBeNull();
  unmount();

  holdReleaseMinutes = 2880;
  render(<AllAppointments />, { wrapper: MemoryRouter });
  const keep = await screen.findByRole('button', { name: /^Keep unpaid: Meera Das/ });
  // Asha's has started: nothing is released any more, so nothing to keep.
  expect(screen.getAllByRole('button', { name: /^Keep unpaid: / })).toHaveLength(1);
  await user.click(keep);
  await waitFor(() => expect(mockedCall).toHaveBeenCalledWith('adminKeepAppointment', { appointmentId: upcoming._id }));
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import type { PatientSummary } from '@clinic/shared/contract';
import { makeAppointment } from '@clinic/shared/testing';
import { Patients } from './Patients';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const asha: PatientSummary = {
  _id: '00000000-0000-4000-8000-00000000a001',
  name: 'Asha Rao',
  email: 'patient@sunrisehearing.in',
  phone: '+91 98860 11223',
  image: '',
  blocked: false,
  noPhoneCalls: true,
  activeAppointments: 2,
};
const rohan: PatientSummary = {
  ...asha,
  _id: '00000000-0000-4000-8000-00000000a002',
  name: 'Rohan Das',
  email: 'rohan.das@example.in',
  phone: '',
  blocked: true,
  noPhoneCalls: false,
  activeAppointments: 0,
};
const upcoming = makeAppointment({
  docData: { ...makeAppointment().docData, name: 'Dr. Ananya Iyer' },
  slotDate: '12_5_2026',
  slotTime: '11:00',
});
const done = makeAppointment({ docData: { ...makeAppointment().docData, name: 'Dr. Rahul Mehta' }, isCompleted: true, payment: true });

// The server's state, changed by the actions as the api would change it.
let patients: PatientSummary[];
beforeEach(() => {
  jest.clearAllMocks();
  patients = [{ ...asha }, { ...rohan }];
  mockedCall.mockImplementation(async (name, payload) => {
    const userId = (payload as { userId?: string } | undefined)?.userId;
    const patient = patients.find((p) => p._id === userId);
    if (name === 'adminPatients') return { success: true, message: '', patients: patients.map((p) => ({ ...p })), total: 23 };
    if (name === 'adminPatientAppointments')
      return { success: true, message: '', appointments: patient === patients[0] ? [upcoming, done] : [] };
    if (name === 'adminBlockPatient') {
      patient!.blocked = (payload as { blocked: boolean }).blocked;
      return { success: true, message: patient!.blocked ? 'Patient blocked' : 'Patient unblocked' };
    }
    if (name === 'adminCancelPatientAppointments') {
      const cancelled = patient!.activeAppointments;
      patient!.activeAppointments = 0;
      return { success: true, message: `${cancelled} appointments cancelled`, cancelled };
    }
    throw new Error(`unexpected ${name}`);
  });
});

const callsOf = (name: string) => mockedCall.mock.calls.filter(([n]) => n === name).map(([, p]) => p);
const row = (name: string) => screen.getAllByTestId('patient-row').find((r) => r.textContent!.includes(name))!;
const listed = () => screen.findAllByTestId('patient-row');
const dialog = () => screen.getByRole('dialog');

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}
const renderPage = (address = '/patients') =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Patients />
      <Address />
    </MemoryRouter>,
  );

async function choose(name: string) {
  const user = userEvent.setup();
  renderPage();
  await listed();
  await user.click(within(row(name)).getByRole('button', { name: `View ${name}` }));
  await waitFor(() => expect(screen.queryByText('Loading appointments…')).toBeNull());
  return user;
}

test('lists a page of patients with e-mail, phone, upcoming count and a Blocked badge in words', async () => {
  renderPage();
  await listed();
  expect(callsOf('adminPatients')[0]).toEqual({ page: 1, limit: 10 });
  expect(row('Asha Rao')).toHaveTextContent('patient@sunrisehearing.in');
  expect(row('Asha Rao')).toHaveTextContent('+91 98860 11223');
  expect(within(row('Asha Rao')).getByText('2')).toBeInTheDocument();
  expect(within(row('Asha Rao')).queryByText('Blocked')).toBeNull();
  expect(within(row('Rohan Das')).getByText('Blocked')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
});

test('the search is labelled, kept in the address, and sent once typing pauses; Next keeps it', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage();
  await listed();
  await user.type(screen.getByLabelText('Search by name, e-mail or phone'), '98860');
  expect(screen.getByTestId('address')).toHaveTextContent('?q=98860');
  act(() => void jest.advanceTimersByTime(400));
  await waitFor(() => expect(callsOf('adminPatients').at(-1)).toEqual({ page: 1, limit: 10, q: '98860' }));
  expect(callsOf('adminPatients').filter((q) => q && 'q' in q)).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(callsOf('adminPatients').at(-1)).toEqual({ page: 2, limit: 10, q: '98860' }));
  expect(screen.getByTestId('address')).toHaveTextContent('?q=98860&page=2');
  jest.useRealTimers();
});

test('an address with a search opens that search; no match says what was searched for', async () => {
  mockedCall.mockResolvedValue({ success: true, message: '', patients: [], total: 0 });
  renderPage('/patients?q=nobody');
  expect(await screen.findByText('No patients match “nobody”')).toBeInTheDocument();
  expect(screen.getByLabelText('Search by name, e-mail or phone')).toHaveValue('nobody');
  expect(callsOf('adminPatients')[0]).toEqual({ page: 1, limit: 10, q: 'nobody' });
});

test('choosing a patient shows their appointments with status badges and takes focus to them', async () => {
  await choose('Asha Rao');
  const detail = screen.getByTestId('patient-detail');
  expect(callsOf('adminPatientAppointments')).toEqual([{ userId: asha._id }]);
  expect(within(detail).getByRole('heading', { level: 2, name: 'Asha Rao' })).toHaveFocus();
  expect(detail).toHaveTextContent('2 upcoming appointments');
  const rows = within(detail).getAllByTestId('patient-appointment');
  expect(rows[0]).toHaveTextContent('Dr. Ananya Iyer');
  expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
  expect(row('Asha Rao')).toHaveAttribute('aria-current', 'true');
});

test('a patient who cannot take phone calls is marked so in words in the details; others are not', async () => {
  await choose('Asha Rao');
  expect(within(screen.getByTestId('patient-detail')).getByText('No phone calls')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(within(row('Rohan Das')).getByRole('button', { name: 'View Rohan Das' }));
  await waitFor(() => expect(within(screen.getByTestId('patient-detail')).getByRole('heading', { name: 'Rohan Das' })).toBeInTheDocument());
  expect(within(screen.getByTestId('patient-detail')).queryByText('No phone calls')).toBeNull();
});

test('Close hides the details and returns focus to the patient in the list', async () => {
  const user = await choose('Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Close Asha Rao' }));
  expect(screen.queryByTestId('patient-detail')).toBeNull();
  expect(within(row('Asha Rao')).getByRole('button', { name: 'View Asha Rao' })).toHaveFocus();
});

test('Block asks first, saying what happens; Go back sends nothing and returns focus', async () => {
  const user = await choose('Asha Rao');
  const block = screen.getByRole('button', { name: 'Block patient' });
  await user.click(block);
  expect(dialog()).toHaveAccessibleName('Block Asha Rao?');
  expect(dialog()).toHaveAccessibleDescription(/They will be signed out and cannot book until unblocked\./);
  expect(within(dialog()).getByRole('button', { name: 'Go back' })).toHaveFocus();
  await user.click(within(dialog()).getByRole('button', { name: 'Go back' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(block).toHaveFocus();
  expect(callsOf('adminBlockPatient')).toHaveLength(0);
});

test('confirming Block blocks the account, toasts the server message and refreshes the list and badge', async () => {
  const user = await choose('Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Block patient' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Block patient' }));
  expect(callsOf('adminBlockPatient')).toEqual([{ userId: asha._id, blocked: true }]);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Patient blocked'));
  await waitFor(() => expect(within(row('Asha Rao')).getByText('Blocked')).toBeInTheDocument());
  expect(callsOf('adminPatients')).toHaveLength(2);
  expect(callsOf('adminPatientAppointments')).toHaveLength(2);
  // The same button, now the way back, keeps the focus the dialog returned to it.
  expect(screen.getByRole('button', { name: 'Unblock patient' })).toHaveFocus();
  expect(screen.getByTestId('patient-detail')).toHaveTextContent('This patient is signed out and cannot book until unblocked.');
});

test('a blocked patient is unblocked after its own confirmation', async () => {
  const user = await choose('Rohan Das');
  await user.click(screen.getByRole('button', { name: 'Unblock patient' }));
  expect(dialog()).toHaveAccessibleName('Unblock Rohan Das?');
  await user.click(within(dialog()).getByRole('button', { name: 'Unblock patient' }));
  expect(callsOf('adminBlockPatient')).toEqual([{ userId: rohan._id, blocked: false }]);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Patient unblocked'));
  await waitFor(() => expect(within(row('Rohan Das')).queryByText('Blocked')).toBeNull());
});

test('cancel all upcoming appointments says how many, then cancels them and refreshes', async () => {
  const user = await choose('Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Cancel all upcoming appointments' }));
  expect(dialog()).toHaveAccessibleName('Cancel 2 upcoming appointments of Asha Rao?');
  expect(dialog()).toHaveAccessibleDescription(/All 2 of their upcoming appointments will be cancelled/);
  await user.click(within(dialog()).getByRole('button', { name: 'Cancel 2 appointments' }));
  expect(callsOf('adminCancelPatientAppointments')).toEqual([{ userId: asha._id }]);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 appointments cancelled'));
  await waitFor(() => expect(screen.getByTestId('patient-detail')).toHaveTextContent('0 upcoming appointments'));
  expect(callsOf('adminPatientAppointments')).toHaveLength(2);
});

test('with nothing upcoming, cancel all is marked unavailable and opens nothing', async () => {
  const user = await choose('Rohan Das');
  const cancelAll = screen.getByRole('button', { name: 'Cancel all upcoming appointments' });
  expect(cancelAll).toHaveAttribute('aria-disabled', 'true');
  await user.click(cancelAll);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText('No appointments yet')).toBeInTheDocument();
});

test('a refused action toasts the refusal and still refreshes what is on screen', async () => {
  const user = await choose('Asha Rao');
  mockedCall.mockImplementationOnce(async () => ({ success: false, message: 'Patient not found' }));
  await user.click(screen.getByRole('button', { name: 'Block patient' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Block patient' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Patient not found'));
  expect(toast.success).not.toHaveBeenCalled();
  await waitFor(() => expect(callsOf('adminPatients')).toHaveLength(2));
});

test('a refused list load is an error toast with a way to try again', async () => {
  mockedCall.mockResolvedValueOnce({ success: false, message: 'Not Authorized' });
  renderPage();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not Authorized'));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await listed()).toHaveLength(2);
});

test("a failed load of a patient's appointments says so and offers to try again", async () => {
  const user = userEvent.setup();
  renderPage();
  await listed();
  mockedCall.mockRejectedValueOnce(new Error('Network Error'));
  await user.click(within(row('Asha Rao')).getByRole('button', { name: 'View Asha Rao' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network Error'));
  await user.click(within(screen.getByTestId('patient-detail')).getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByTestId('patient-appointment')).toHaveLength(2);
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import type { AuditEntry } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { AuditLog } from './AuditLog';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const cancelled: AuditEntry = {
  _id: '3',
  at: '2026-05-12T05:02:00.000Z',
  actorRole: 'admin',
  actorId: 'admin@clinic.in',
  actorName: 'Admin',
  action: 'appointment-cancelled',
  targetType: 'appointment',
  targetId: '00000000-0000-4000-8000-00000000a001',
  ip: '203.0.113.9',
  detail: { reason: 'The doctor is unwell' },
};
const completed: AuditEntry = {
  ...cancelled,
  _id: '2',
  at: '2026-05-11T10:00:00.000Z',
  actorRole: 'doctor',
  actorId: '00000000-0000-4000-8000-00000000d001',
  actorName: 'Dr. Ananya Rao',
  action: 'appointment-completed',
  detail: {},
};
const failedSignIn: AuditEntry = {
  ...cancelled,
  _id: '1',
  at: '2026-05-10T04:00:00.000Z',
  actorRole: 'doctor',
  actorId: 'someone@example.in',
  actorName: '',
  action: 'sign-in-failed',
  targetType: '',
  targetId: '',
  ip: '',
  detail: { wrong: 'code' },
};

let entries: AuditEntry[];
let total: number | undefined;
beforeEach(() => {
  jest.clearAllMocks();
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
  entries = [cancelled, completed, failedSignIn];
  total = undefined;
  mockedCall.mockImplementation(async (name, payload) => {
    if (name !== 'adminAuditLog') throw new Error(`unexpected ${name}`);
    const { action, actorRole } = payload as { action?: string; actorRole?: string };
    const shown = entries.filter((e) => (!action || e.action === action) && (!actorRole || e.actorRole === actorRole));
    return { success: true, message: '', entries: shown, total: total ?? shown.length };
  });
});

const callsOf = () => mockedCall.mock.calls.map(([, p]) => p);
const listed = () => screen.findAllByTestId('audit-row');

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}
const renderPage = (address = '/audit-log') =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <AuditLog />
      <Address />
    </MemoryRouter>,
  );

test('newest first: when at the clinic, who, what in words, on what, from where', async () => {
  renderPage();
  const rows = await listed();
  expect(callsOf()[0]).toEqual({ page: 1, limit: 20 });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Audit log');
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent('Cancelled an appointment');
  expect(rows[0]).toHaveTextContent('Reason: The doctor is unwell');
  expect(rows[0]).toHaveTextContent('admin@clinic.in');
  expect(within(rows[0]!).getByText('Admin')).toBeInTheDocument();
  expect(rows[0]).toHaveTextContent(`Appointment${cancelled.targetId}`);
  expect(rows[0]).toHaveTextContent('203.0.113.9');
  expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', cancelled.at);
  expect(rows[0]!.querySelector('time')).toHaveTextContent(/^12 May 2026, 10:32\s?am$/i);
  expect(rows[1]).toHaveTextContent('Dr. Ananya RaoDoctor');
  expect(rows[1]).toHaveTextContent('Completed an appointment');
  // An e-mail someone tried names nobody: the role and what was tried.
  expect(rows[2]).toHaveTextContent('Doctorsomeone@example.in');
  expect(rows[2]).toHaveTextContent('Sign-in failed');
  expect(rows[2]).toHaveTextContent('Wrong: Two-factor code');
  expect(rows[2]).toHaveTextContent('Nothing else');
  expect(rows[2]).toHaveTextContent('Not known');
  expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
});

test('filters apply together on "Show entries", go into the address and start at the first page; Clear filters shows all', async () => {
  total = 45;
  const user = userEvent.setup();
  renderPage('/audit-log?page=2');
  await listed();
  expect(callsOf()).toEqual([{ page: 2, limit: 20 }]);
  await user.selectOptions(screen.getByLabelText('Kind of account'), 'Admin');
  await user.selectOptions(screen.getByLabelText('Action'), 'Cancelled an appointment');
  await user.type(screen.getByLabelText(/Id or e-mail/), ' admin@clinic.in ');
  await user.type(screen.getByLabelText(/^From/), '2026-05-01');
  await user.type(screen.getByLabelText(/^To/), '2026-05-31');
  // Nothing is asked while the form is filled in.
  expect(callsOf()).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Show entries' }));
  await waitFor(() =>
    expect(screen.getByTestId('address')).toHaveTextContent(
      '?role=admin&who=admin%40clinic.in&action=appointment-cancelled&from=2026-05-01&to=2026-05-31',
    ),
  );
  await waitFor(() =>
    expect(callsOf().at(-1)).toEqual({
      page: 1,
      limit: 20,
      actorRole: 'admin',
      actorId: 'admin@clinic.in',
      action: 'appointment-cancelled',
      from: '2026-05-01',
      to: '2026-05-31',
    }),
  );
  await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(1));

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(screen.getByTestId('address')).toBeEmptyDOMElement());
  await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(3));
  expect(screen.getByLabelText('Action')).toHaveValue('');
});

test('a "To" before the "From" is explained at the field, which gets focus, and nothing is asked', async () => {
  const user = userEvent.setup();
  renderPage();
  await listed();
  await user.type(screen.getByLabelText(/^From/), '2026-05-10');
  await user.type(screen.getByLabelText(/^To/), '2026-05-01');
  await user.click(screen.getByRole('button', { name: 'Show entries' }));
  const to = screen.getByLabelText(/^To/);
  expect(to).toHaveFocus();
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription(/The “To” date must be on or after the “From” date/);
  expect(callsOf()).toHaveLength(1);
});

test('filters in the address are read on arrival; past the last page the reader is stepped back', async () => {
  total = 45;
  const user = userEvent.setup();
  renderPage('/audit-log?action=appointment-cancelled&page=9');
  await listed();
  expect(screen.getByLabelText('Action')).toHaveValue('appointment-cancelled');
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?action=appointment-cancelled&page=3'));
  await waitFor(() => expect(callsOf().at(-1)).toEqual({ page: 3, limit: 20, action: 'appointment-cancelled' }));
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await waitFor(() => expect(callsOf().at(-1)).toEqual({ page: 2, limit: 20, action: 'appointment-cancelled' }));
});

test('an empty log and an empty filter say which; a failed load is toasted, with a way to try again', async () => {
  entries = [];
  mockedCall.mockResolvedValueOnce({ success: false, message: 'Not Authorized' });
  const { unmount } = renderPage();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not Authorized'));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  unmount();
  renderPage('/audit-log?role=patient');
  expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
});

test('what an entry is about is named, and links to its page in the panel; a deleted patient is named so, with no link', async () => {
  const doctorId = '00000000-0000-4000-8000-00000000d001';
  const patientId = '00000000-0000-4000-8000-00000000b001';
  entries = [
    {
      ...cancelled,
      target: { name: 'Meera Rao', doctorName: 'Dr. Ananya Rao', slotDate: '14_5_2026', slotTime: '10:30 AM', present: true },
    },
    {
      ...cancelled,
      _id: '4',
      action: 'doctor-updated',
      targetType: 'doctor',
      targetId: doctorId,
      target: { name: 'Dr. Ananya Rao', present: true },
    },
    {
      ...cancelled,
      _id: '5',
      action: 'patient-blocked',
      targetType: 'patient',
      targetId: patientId,
      target: { name: 'Meera Rao', present: true },
    },
    {
      ...cancelled,
      _id: '6',
      action: 'patient-unblocked',
      targetType: 'patient',
      targetId: patientId,
      target: { name: 'Deleted patient', present: false },
    },
  ];
  renderPage();
  const [appointment, doctor, patient, deleted] = await listed();
  const cellOf = (row: HTMLElement) => within(row).getAllByRole('cell')[3]!;
  expect(cellOf(appointment!)).toHaveTextContent(/^AppointmentMeera Raowith Dr. Ananya Rao14 May 2026, 10:30\s?am$/i);
  expect(within(appointment!).getByRole('link', { name: 'Meera Rao' })).toHaveAttribute(
    'href',
    '/all-appointments?date=2026-05-14&q=Meera+Rao',
  );
  expect(within(doctor!).getByRole('link', { name: 'Dr. Ananya Rao' })).toHaveAttribute('href', `/edit-doctor/${doctorId}`);
  expect(within(patient!).getByRole('link', { name: 'Meera Rao' })).toHaveAttribute('href', '/patients?q=Meera+Rao');
  // The raw ids give way to the names.
  expect(cellOf(doctor!)).not.toHaveTextContent(doctorId);
  expect(cellOf(deleted!)).toHaveTextContent(/^PatientDeleted patient$/);
  expect(within(deleted!).queryByRole('link')).toBeNull();
});

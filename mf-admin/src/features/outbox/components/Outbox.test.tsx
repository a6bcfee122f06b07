import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import type { OutboxMessage } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { Outbox } from './Outbox';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const confirmation: OutboxMessage = {
  _id: '00000000-0000-4000-8000-00000000a001',
  kind: 'booking-confirmed',
  channel: 'email',
  recipient: 'asha@example.in',
  subject: 'Appointment confirmed: Dr. Ananya Rao, 12 May 2026 at 10:30',
  body: 'Dear Asha,\nyour appointment is confirmed.\nReference SH-1A2B',
  state: 'sent',
  attempts: 1,
  error: '',
  createdAt: '2026-05-12T05:02:00.000Z',
  runAt: '2026-05-12T05:02:00.000Z',
  sentAt: '2026-05-12T05:02:03.000Z',
};
const failedWhatsapp: OutboxMessage = {
  ...confirmation,
  _id: '00000000-0000-4000-8000-00000000a002',
  channel: 'whatsapp',
  recipient: '+919845000000',
  subject: 'Appointment reminder',
  kind: 'reminder',
  body: 'Reminder: tomorrow at 10:30',
  state: 'failed',
  attempts: 8,
  error: 'WhatsApp answered 401: invalid token',
  createdAt: '2026-05-11T04:00:00.000Z',
  runAt: '2026-05-11T09:00:00.000Z',
  sentAt: null,
};
const skipped: OutboxMessage = {
  ...confirmation,
  _id: '00000000-0000-4000-8000-00000000a003',
  kind: 'contact-message',
  recipient: 'clinic@sunrisehearing.in',
  subject: 'Contact form: Hearing test',
  state: 'skipped',
  attempts: 0,
  error: 'E-mail is off: SMTP_URL is not set',
  createdAt: '2026-05-10T04:00:00.000Z',
  sentAt: null,
};

// The server's messages, changed by Retry as the api would change them.
let messages: OutboxMessage[];
let total: number | undefined;
beforeEach(() => {
  jest.clearAllMocks();
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
  messages = [{ ...confirmation }, { ...failedWhatsapp }, { ...skipped }];
  total = undefined;
  mockedCall.mockImplementation(async (name, payload) => {
    if (name === 'adminOutbox') {
      const { state } = payload as { state?: string };
      const shown = messages.filter((m) => !state || m.state === state);
      return { success: true, message: '', messages: shown.map((m) => ({ ...m })), total: total ?? shown.length };
    }
    if (name === 'adminRetryMessage') {
      const message = messages.find((m) => m._id === (payload as { messageId: string }).messageId)!;
      Object.assign(message, { state: 'queued', attempts: 0, error: '', runAt: new Date().toISOString() });
      return { success: true, message: 'Message queued to be sent again' };
    }
    throw new Error(`unexpected ${name}`);
  });
});

const callsOf = (name: string) => mockedCall.mock.calls.filter(([n]) => n === name).map(([, p]) => p);
const row = (text: string) => screen.getAllByTestId('outbox-row').find((r) => r.textContent!.includes(text))!;
const listed = () => screen.findAllByTestId('outbox-row');

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}
const renderPage = (address = '/outbox') =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Outbox />
      <Address />
    </MemoryRouter>,
  );

test('lists the messages newest first: recipient, channel, subject, state in words, and when, at the clinic', async () => {
  renderPage();
  const rows = await listed();
  expect(callsOf('adminOutbox')[0]).toEqual({ page: 1, limit: 20 });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sent messages');
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent('asha@example.in');
  expect(rows[0]).toHaveTextContent('by E-mail');
  expect(rows[0]).toHaveTextContent('Appointment confirmed: Dr. Ananya Rao, 12 May 2026 at 10:30');
  expect(rows[0]).toHaveTextContent('Booking confirmed');
  expect(within(rows[0]!).getByText('Sent', { selector: 'span[class*="badge"]' })).toBeInTheDocument();
  const times = rows[0]!.querySelectorAll('time');
  expect(times[0]).toHaveAttribute('datetime', confirmation.createdAt);
  expect(times[0]).toHaveTextContent(/^12 May 2026, 10:32\s?am$/i);
  expect(times[1]).toHaveAttribute('datetime', confirmation.sentAt);
  expect(rows[1]).toHaveTextContent('by WhatsApp');
  expect(rows[1]).toHaveTextContent('Failed');
  expect(rows[1]).toHaveTextContent('8 tries');
  expect(rows[1]).toHaveTextContent('Error: WhatsApp answered 401: invalid token');
  expect(rows[2]).toHaveTextContent('Skipped');
  expect(rows[2]).toHaveTextContent('Why: E-mail is off: SMTP_URL is not set');
  // Only a failed message can be retried.
  expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
  expect(within(rows[1]!).getByRole('button', { name: 'Retry the message to +919845000000' })).toBeInTheDocument();
  expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
});

test('the text of a message opens on demand, exactly as it went, and closes again', async () => {
  const user = userEvent.setup();
  renderPage();
  await listed();
  const details = row('asha@example.in').querySelector('details')!;
  expect(details.open).toBe(false);
  const summary = within(row('asha@example.in')).getByText('Read the text', { exact: false });
  expect(summary).toHaveTextContent(`Read the text of “${confirmation.subject}” to asha@example.in`);
  await user.click(summary);
  expect(details.open).toBe(true);
  expect(within(details).getByTestId('outbox-body').textContent).toBe(confirmation.body);
  await user.click(summary);
  expect(details.open).toBe(false);
});

test('Retry queues the failed message again, toasts the server, updates the row and keeps focus on that message', async () => {
  const user = userEvent.setup();
  renderPage();
  await listed();
  await user.click(within(row('+919845000000')).getByRole('button', { name: /^Retry/ }));
  expect(callsOf('adminRetryMessage')).toEqual([{ messageId: failedWhatsapp._id }]);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message queued to be sent again'));
  await waitFor(() => expect(row('+919845000000')).toHaveTextContent('Queued'));
  expect(row('+919845000000')).not.toHaveTextContent('Failed');
  expect(within(row('+919845000000')).queryByRole('button', { name: /^Retry/ })).toBeNull();
  expect(row('+919845000000').querySelector('summary')).toHaveFocus();
  expect(callsOf('adminOutbox')).toHaveLength(2);
});

test('a refused retry is toasted with the server’s words and the list is asked again', async () => {
  const user = userEvent.setup();
  renderPage();
  await listed();
  mockedCall.mockImplementationOnce(async () => ({ success: false, message: 'This message is already waiting to be sent' }));
  await user.click(within(row('+919845000000')).getByRole('button', { name: /^Retry/ }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This message is already waiting to be sent'));
  expect(toast.success).not.toHaveBeenCalled();
  await waitFor(() => expect(callsOf('adminOutbox')).toHaveLength(2));
});

test('the state filter is kept in the address, starts at the first page, and says when nothing matches', async () => {
  const user = userEvent.setup();
  renderPage('/outbox?page=1');
  await listed();
  const all = screen.getByRole('button', { name: 'All' });
  expect(all).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Failed' }));
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?state=failed'));
  expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(screen.getAllByTestId('outbox-row')).toHaveLength(1));
  expect(callsOf('adminOutbox').at(-1)).toEqual({ page: 1, limit: 20, state: 'failed' });

  await user.click(screen.getByRole('button', { name: 'Queued' }));
  expect(await screen.findByText('No queued messages')).toBeInTheDocument();
  await user.click(all);
  await waitFor(() => expect(screen.getByTestId('address')).toBeEmptyDOMElement());
  expect(await listed()).toHaveLength(3);
});

test('a state in the address is read on arrival; pages go through the address; past the last page the reader is stepped back', async () => {
  total = 45;
  const user = userEvent.setup();
  renderPage('/outbox?state=sent&page=9');
  await listed();
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?state=sent&page=3'));
  await waitFor(() => expect(callsOf('adminOutbox').at(-1)).toEqual({ page: 3, limit: 20, state: 'sent' }));
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?state=sent&page=2'));
  expect(callsOf('adminOutbox').at(-1)).toEqual({ page: 2, limit: 20, state: 'sent' });
});

test('an empty outbox says so; a failed load is toasted, with a way to try again', async () => {
  messages = [];
  mockedCall.mockResolvedValueOnce({ success: false, message: 'Not Authorized' });
  renderPage();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not Authorized'));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import type { ContactMessage } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { Inbox } from './Inbox';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const asha: ContactMessage = {
  _id: '00000000-0000-4000-8000-00000000c001',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+919845000000',
  subject: 'Hearing test',
  message: 'Can I bring my father on Saturday?\nHe hears poorly on the phone.',
  newsletter: true,
  createdAt: '2026-05-12T05:02:00.000Z',
  readAt: null,
};
const rohan: ContactMessage = {
  ...asha,
  _id: '00000000-0000-4000-8000-00000000c002',
  name: 'Rohan Das',
  email: 'rohan@example.in',
  phone: '',
  subject: '',
  message: 'Do you repair hearing aids?',
  newsletter: false,
  createdAt: '2026-05-11T04:00:00.000Z',
  readAt: '2026-05-11T06:00:00.000Z',
};

// The server's state, changed by Mark read as the api would change it.
let messages: ContactMessage[];
let total: number;
beforeEach(() => {
  jest.clearAllMocks();
  useDoctorsStore.setState({ clinicTz: 'Asia/Kolkata' });
  messages = [{ ...asha }, { ...rohan }];
  total = 2;
  mockedCall.mockImplementation(async (name, payload) => {
    if (name === 'adminInbox')
      return {
        success: true,
        message: '',
        messages: messages.map((m) => ({ ...m })),
        total,
        unread: messages.filter((m) => m.readAt === null).length,
      };
    if (name === 'adminInboxRead') {
      const message = messages.find((m) => m._id === (payload as { messageId: string }).messageId)!;
      message.readAt ??= new Date().toISOString();
      return { success: true, message: 'Message marked as read' };
    }
    throw new Error(`unexpected ${name}`);
  });
});

const callsOf = (name: string) => mockedCall.mock.calls.filter(([n]) => n === name).map(([, p]) => p);
const row = (name: string) => screen.getAllByTestId('inbox-row').find((r) => r.textContent!.includes(name))!;
const listed = () => screen.findAllByTestId('inbox-row');

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}
const renderPage = (address = '/inbox') =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Inbox />
      <Address />
    </MemoryRouter>,
  );

test('lists the messages newest first, unread ones marked in words, with the unread count in the heading', async () => {
  renderPage();
  const rows = await listed();
  expect(callsOf('adminInbox')[0]).toEqual({ page: 1, limit: 20 });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inbox (1 unread message)');
  expect(rows[0]).toHaveTextContent('Asha Rao');
  expect(rows[0]).toHaveTextContent('asha@example.com');
  expect(rows[0]).toHaveTextContent('+91 98450 00000');
  expect(rows[0]).toHaveTextContent('Hearing test');
  expect(rows[0]).toHaveTextContent('Can I bring my father on Saturday? He hears poorly on the phone.');
  expect(within(rows[0]!).getByText('Unread')).toBeInTheDocument();
  const received = rows[0]!.querySelector('time')!;
  expect(received).toHaveAttribute('datetime', asha.createdAt);
  expect(received).toHaveTextContent(/^12 May 2026\s*10:32\s?am$/i);
  expect(rows[1]).toHaveTextContent('No subject');
  expect(within(rows[1]!).getByText('Read')).toBeInTheDocument();
  expect(within(rows[1]!).queryByRole('button', { name: /Mark read/ })).toBeNull();
  expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
});

test('a message opens in full under its row, with ways to reply, and closes again', async () => {
  const user = userEvent.setup();
  renderPage();
  await listed();
  const open = within(row('Asha Rao')).getByRole('button', { name: 'Read message from Asha Rao' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  await user.click(open);
  expect(open).toHaveAttribute('aria-expanded', 'true');
  expect(open).toHaveAccessibleName('Hide message from Asha Rao');
  const full = screen.getByTestId('inbox-message');
  expect(full.id).toBe(open.getAttribute('aria-controls'));
  expect(full).toHaveTextContent('Can I bring my father on Saturday? He hears poorly on the phone.');
  expect(full.querySelector('p')!.textContent).toBe(asha.message);
  expect(full).toHaveTextContent('Asked for the newsletter.');
  const replies = within(full).getByRole('list', { name: 'Reply to Asha Rao' });
  expect(within(replies).getByRole('link', { name: 'Reply by e-mail to asha@example.com' })).toHaveAttribute(
    'href',
    'mailto:asha@example.com?subject=Re%3A%20Hearing%20test',
  );
  expect(within(replies).getByRole('link', { name: 'Call +91 98450 00000' })).toHaveAttribute('href', 'tel:+919845000000');
  expect(within(replies).getByRole('link', { name: 'Chat on WhatsApp with +91 98450 00000' })).toHaveAttribute(
    'href',
    'https://web.whatsapp.com/send?phone=919845000000',
  );
  // Opening a message reads it; it is marked read only when the admin says so.
  expect(callsOf('adminInboxRead')).toHaveLength(0);

  await user.click(open);
  expect(screen.queryByTestId('inbox-message')).toBeNull();
});

test('Mark read marks the message, toasts the server, lowers the count, and keeps focus on that message', async () => {
  const user = userEvent.setup();
  renderPage();
  await listed();
  await user.click(within(row('Asha Rao')).getByRole('button', { name: 'Mark read the message from Asha Rao' }));
  expect(callsOf('adminInboxRead')).toEqual([{ messageId: asha._id }]);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message marked as read'));
  await waitFor(() => expect(within(row('Asha Rao')).getByText('Read')).toBeInTheDocument());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Inbox$/);
  expect(within(row('Asha Rao')).queryByRole('button', { name: /Mark read/ })).toBeNull();
  expect(within(row('Asha Rao')).getByRole('button', { name: 'Read message from Asha Rao' })).toHaveFocus();
  expect(callsOf('adminInbox')).toHaveLength(2);
});

test('a refused mark is toasted with the server’s words and the list is asked again', async () => {
  const user = userEvent.setup();
  renderPage();
  await listed();
  mockedCall.mockImplementationOnce(async () => ({ success: false, message: 'Message not found' }));
  await user.click(within(row('Asha Rao')).getByRole('button', { name: /Mark read/ }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Message not found'));
  expect(toast.success).not.toHaveBeenCalled();
  await waitFor(() => expect(callsOf('adminInbox')).toHaveLength(2));
});

test('pages go through the address; past the last page the reader is stepped back', async () => {
  total = 45;
  const user = userEvent.setup();
  renderPage('/inbox?page=9');
  await listed();
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?page=3'));
  await waitFor(() => expect(callsOf('adminInbox').at(-1)).toEqual({ page: 3, limit: 20 }));
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?page=2'));
  expect(callsOf('adminInbox').at(-1)).toEqual({ page: 2, limit: 20 });
});

test('an empty Inbox says so', async () => {
  messages = [];
  total = 0;
  renderPage();
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Inbox$/);
});

test('a failed load is toasted, with a way to try again', async () => {
  mockedCall.mockResolvedValueOnce({ success: false, message: 'Not Authorized' });
  renderPage();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not Authorized'));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await listed()).toHaveLength(2);
});

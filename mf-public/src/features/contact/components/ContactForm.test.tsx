import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { CONTACT_REPLY_MESSAGE, PHONE_MESSAGE } from '@clinic/shared/contract';
import { ContactForm } from './ContactForm';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const SENT = { success: true, message: 'Form submitted successfully!' } as const;
const LABELS = ['Your name', 'Subject', 'Email', 'Phone', 'Message'];

beforeEach(() => {
  jest.clearAllMocks();
  mockedCall.mockResolvedValue(SENT);
});

async function fillIn(user = userEvent.setup()) {
  await user.type(screen.getByLabelText(/Your name/), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText(/Phone/), '098450 00000');
  await user.type(screen.getByLabelText(/Subject/), 'Hearing test');
  await user.type(screen.getByLabelText(/Message/), 'Can I bring my father on Saturday?');
  await user.click(screen.getByLabelText(/newsletter/));
  return user;
}

test('name and message are marked required; the reply group says one of e-mail or phone is needed', () => {
  render(<ContactForm />);
  expect(screen.getByLabelText(/Your name/)).toHaveAccessibleName('Your name (required)');
  expect(screen.getByLabelText(/Message/)).toHaveAccessibleName('Message (required)');
  expect(screen.getByLabelText(/Subject/)).toHaveAccessibleName('Subject (optional)');
  const reply = screen.getByRole('group', { name: 'How should we reply?' });
  expect(reply).toHaveAccessibleDescription('Give an e-mail address, a phone number, or both: we need at least one.');
  expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription('A 10-digit mobile, or a number starting with +');
});

test('a complete form is sent to the clinic; only once the server said so is it confirmed and cleared', async () => {
  let answer!: (value: typeof SENT) => void;
  mockedCall.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve as typeof answer)));
  render(<ContactForm />);
  const user = await fillIn();
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  await waitFor(() => expect(mockedCall).toHaveBeenCalledTimes(1));
  expect(mockedCall).toHaveBeenCalledWith('contactSend', {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '098450 00000',
    subject: 'Hearing test',
    message: 'Can I bring my father on Saturday?',
    newsletter: true,
    website: '',
  });
  // Waiting for the server: nothing confirmed, nothing cleared, and a second press sends nothing.
  expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('button', { name: 'Sending…' }));
  expect(mockedCall).toHaveBeenCalledTimes(1);
  expect(toast.success).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/Your name/)).toHaveValue('Asha Rao');

  answer(SENT);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Form submitted successfully!'));
  for (const label of LABELS) expect(screen.getByLabelText(new RegExp(label))).toHaveValue('');
  expect(screen.getByLabelText(/newsletter/)).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled');
  // Issue 35: the thank-you stays in the page after the toast has gone, until a new message is begun.
  expect(screen.getByRole('status')).toHaveTextContent(
    /Form submitted successfully!\s*We reply within one working day\. To write again, begin a new message below\./,
  );
  await user.type(screen.getByLabelText(/Your name/), 'R');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('an empty form sends nothing: each field says what it needs, and the first takes the focus', async () => {
  render(<ContactForm />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  const name = screen.getByLabelText(/Your name/);
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Name is required');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(CONTACT_REPLY_MESSAGE);
  expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription('Message is required');
  expect(screen.getByLabelText(/Phone/)).toHaveAttribute('aria-invalid', 'false');
  expect(mockedCall).not.toHaveBeenCalled();
  expect(toast.success).not.toHaveBeenCalled();

  // After a first try, each message follows the typing.
  await user.type(name, 'Asha');
  expect(name).toHaveAttribute('aria-invalid', 'false');
  expect(screen.queryByText('Name is required')).toBeNull();
  await user.type(screen.getByLabelText(/Phone/), '98450 00000');
  expect(screen.queryByText(CONTACT_REPLY_MESSAGE)).toBeNull();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
});

test('a phone number that is not one is named as such (the shared phone rule) and nothing is sent', async () => {
  render(<ContactForm />);
  const user = await fillIn();
  await user.clear(screen.getByLabelText(/Phone/));
  await user.type(screen.getByLabelText(/Phone/), '98450');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  const phone = screen.getByLabelText(/Phone/);
  await waitFor(() => expect(phone).toHaveFocus());
  expect(phone).toHaveAccessibleDescription(`A 10-digit mobile, or a number starting with + ${PHONE_MESSAGE}`);
  expect(mockedCall).not.toHaveBeenCalled();
});

test('a refusal shows the server’s words and keeps everything that was typed', async () => {
  const refusal = 'You have sent several messages in a short time. Please wait 10 minutes and try again, or call or chat with us.';
  mockedCall.mockResolvedValueOnce({ success: false, message: refusal });
  render(<ContactForm />);
  const user = await fillIn();
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
  expect(toast.success).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/Your name/)).toHaveValue('Asha Rao');
  expect(screen.getByLabelText(/Message/)).toHaveValue('Can I bring my father on Saturday?');
  expect(screen.getByLabelText(/newsletter/)).toBeChecked();
});

test('a network failure is reported and keeps the form too', async () => {
  mockedCall.mockRejectedValueOnce(new Error('Network Error'));
  render(<ContactForm />);
  const user = await fillIn();
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network Error'));
  expect(screen.getByLabelText(/Phone/)).toHaveValue('098450 00000');
});

test('the honeypot is hidden from people: out of the accessibility tree and the tab order, labelled to be left empty', async () => {
  const { container } = render(<ContactForm />);
  const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(trap.labels?.[0]).toHaveTextContent('Leave this field empty');
  expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
  // Tabbing through the form never lands on it.
  const user = userEvent.setup();
  for (let i = 0; i < 12; i++) {
    await user.tab();
    expect(document.activeElement).not.toBe(trap);
  }
});

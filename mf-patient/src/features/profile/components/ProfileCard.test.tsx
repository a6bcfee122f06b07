import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@clinic/shared/api-client';
import type { UserProfile } from '@clinic/shared/contract';
import { ProfileCard } from './ProfileCard';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const asha: UserProfile = {
  _id: 'u',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+919845011111',
  image: '',
  address: { line1: '', line2: '' },
  gender: 'Female',
  dob: '1990-01-15',
  preferences: { notifyEmail: true, notifyWhatsapp: false, reminders: true, language: 'en', noPhoneCalls: false },
  phoneVerified: false,
  emailVerified: true,
};

beforeEach(() => {
  jest.clearAllMocks();
  mockedCall.mockImplementation(async (name) =>
    name === 'userProfile' ? { success: true, message: '', userData: asha } : { success: true, message: 'Profile Updated' },
  );
});

const messages = () => screen.getByRole('group', { name: 'Messages' });
const sentForm = () => mockedCall.mock.calls.find(([name]) => name === 'userUpdateProfile')![1] as FormData;

test('the read-only profile says in words what the patient chose about messages', () => {
  render(
    <ProfileCard profile={{ ...asha, preferences: { ...asha.preferences, notifyWhatsapp: true, reminders: false, noPhoneCalls: true } }} />,
  );
  const section = screen.getByRole('region', { name: 'Messages' });
  const said = (term: string) => within(section).getByText(term).nextElementSibling;
  expect(said('E-mail')).toHaveTextContent('Yes');
  expect(said('WhatsApp')).toHaveTextContent('Yes, on my confirmed phone number');
  expect(said('Reminders')).toHaveTextContent('Off');
  expect(said('Language')).toHaveTextContent('English');
  expect(said('Phone calls')).toHaveTextContent('I cannot take phone calls');
});

test('editing shows the Messages group, labelled, ticked as saved, with the three languages each in its own script', async () => {
  const user = userEvent.setup();
  render(<ProfileCard profile={asha} />);
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  const group = within(messages());
  expect(group.getByRole('checkbox', { name: 'E-mail me' })).toBeChecked();
  expect(group.getByRole('checkbox', { name: 'WhatsApp me (on my confirmed phone number)' })).not.toBeChecked();
  expect(group.getByRole('checkbox', { name: 'Remind me before each appointment' })).toBeChecked();
  expect(group.getByRole('checkbox', { name: 'I cannot take phone calls' })).not.toBeChecked();
  const language = group.getByRole('combobox', { name: 'Language of messages' });
  expect(language).toHaveValue('en');
  expect(
    within(language)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['English', 'हिन्दी', 'ಕನ್ನಡ']);
});

test('the choices are sent with the profile, from the keyboard too, and the profile is read again', async () => {
  const user = userEvent.setup();
  render(<ProfileCard profile={asha} />);
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  await user.click(screen.getByRole('checkbox', { name: 'WhatsApp me (on my confirmed phone number)' }));
  screen.getByRole('checkbox', { name: 'Remind me before each appointment' }).focus();
  await user.keyboard(' ');
  await user.click(screen.getByRole('checkbox', { name: 'I cannot take phone calls' }));
  await user.click(screen.getByRole('button', { name: 'Save information' }));
  await waitFor(() => expect(mockedCall).toHaveBeenCalledWith('userProfile', undefined));
  const form = sentForm();
  expect(form.get('notifyEmail')).toBe('true');
  expect(form.get('notifyWhatsapp')).toBe('true');
  expect(form.get('reminders')).toBe('false');
  expect(form.get('noPhoneCalls')).toBe('true');
  expect(form.get('language')).toBe('en');
  expect(form.get('name')).toBe('Asha Rao');
});

test('a phone not yet confirmed: a code is sent on WhatsApp, a wrong one is said at the field, the right one confirms it', async () => {
  const answers: Record<string, unknown[]> = {
    userSendPhoneCode: [{ success: true, message: 'We sent a 6-digit code to +91 98450 11111 on WhatsApp. It works for 10 minutes.' }],
    userVerifyPhone: [
      { success: false, message: 'That code is not right. Please check the WhatsApp message and try again.' },
      { success: true, message: 'Your phone number is confirmed. WhatsApp messages will go to it.' },
    ],
    userProfile: [{ success: true, message: '', userData: { ...asha, phoneVerified: true } }],
  };
  mockedCall.mockImplementation(async (name) => answers[name]!.shift() as never);
  render(<ProfileCard profile={asha} />);
  expect(screen.getByText(/Not confirmed yet\. The clinic sends WhatsApp messages only to a number you have confirmed/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Send me a code on WhatsApp' }));
  expect(mockedCall).toHaveBeenCalledWith('userSendPhoneCode', { phone: '+919845011111' });
  expect(await screen.findByRole('status')).toHaveTextContent('We sent a 6-digit code to +91 98450 11111 on WhatsApp.');
  const code = screen.getByLabelText(/Code from the WhatsApp message/);
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await userEvent.type(code, '111111');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my number' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
  await userEvent.clear(code);
  await userEvent.type(code, '222222');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm my number' }));
  await waitFor(() => expect(mockedCall.mock.calls.map(([name]) => name)).toContain('userProfile'));
});

test('a confirmed phone says so', () => {
  render(<ProfileCard profile={{ ...asha, phoneVerified: true }} />);
  expect(screen.getByText('Confirmed for WhatsApp messages.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Send me a code on WhatsApp' })).toBeNull();
});

test('an e-mail not yet confirmed: the link can be sent again, and the clinic’s answer is said beside it', async () => {
  const answers: Record<string, unknown[]> = {
    userSendEmailLink: [
      { success: true, message: 'We sent a link to asha@example.in. Open it within 7 days to confirm your address.' },
      { success: false, message: 'Three links were sent in the last hour. Please use the newest one, or ask again later.' },
    ],
  };
  mockedCall.mockImplementation(async (name) => answers[name]!.shift() as never);
  render(<ProfileCard profile={{ ...asha, emailVerified: false, phone: '' }} />);
  expect(screen.getByText(/Not confirmed yet\. Please open the link we e-mailed to this address\./)).toBeVisible();
  const again = screen.getByRole('button', { name: 'Send the link again' });
  await userEvent.click(again);
  expect(mockedCall).toHaveBeenCalledWith('userSendEmailLink', undefined);
  expect(await screen.findByRole('status')).toHaveTextContent('We sent a link to asha@example.in.');
  await userEvent.click(again);
  expect(await screen.findByRole('alert')).toHaveTextContent('Three links were sent in the last hour.');
});

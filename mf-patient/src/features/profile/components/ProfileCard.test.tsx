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
  expect(said('WhatsApp')).toHaveTextContent('Yes, on the phone number I book with');
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
  expect(group.getByRole('checkbox', { name: 'WhatsApp me (on the phone number I book with)' })).not.toBeChecked();
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
  await user.click(screen.getByRole('checkbox', { name: 'WhatsApp me (on the phone number I book with)' }));
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

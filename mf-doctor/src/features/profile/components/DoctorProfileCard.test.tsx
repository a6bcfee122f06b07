import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { makeDoctor } from '@clinic/shared/testing';
import { DoctorProfileCard } from './DoctorProfileCard';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const profile = makeDoctor({
  name: 'Dr. Ananya Iyer',
  fees: 800,
  about: 'Audiologist.',
  address: { line1: '1 Lake Road', line2: 'Udaipur' },
  focus: 'Audiologist',
  languages: ['English', 'Kannada'],
  services: ['hearing-assessment', 'tinnitus'],
  experience: '1 Year',
  translations: { kn: { about: 'ಶ್ರವಣ ತಜ್ಞೆ.' } },
});
const NOTE = 'When unticked, patients cannot book new appointments with you; appointments already booked stay.';
let upcoming = 2;

beforeEach(() => {
  jest.clearAllMocks();
  upcoming = 2;
  mockedCall.mockImplementation(async (name) => {
    if (name === 'doctorProfile') return { success: true, message: '', profileData: profile, upcomingAppointments: upcoming };
    if (name === 'doctorUpdateProfile') return { success: true, message: 'Profile Updated' };
    throw new Error(`unexpected ${name}`);
  });
});

test('view mode shows the fee in rupees, focus, languages, services and what availability means', async () => {
  render(<DoctorProfileCard />);
  expect(await screen.findByText('₹800')).toBeInTheDocument();
  expect(screen.getByText('Available')).toBeInTheDocument();
  expect(screen.getByText('Audiologist')).toBeInTheDocument();
  expect(screen.getByText('English, Kannada')).toBeInTheDocument();
  // Experience in the catalog's words, its plural right (the stored value is `1 Year`).
  expect(screen.getByText('1 year')).toBeInTheDocument();
  expect(screen.getByText(/Comprehensive Hearing Test, Tinnitus Management/)).toBeInTheDocument();
  expect(screen.getByText(NOTE)).toBeInTheDocument();
  // Available: the count of appointments that stay is not needed.
  expect(screen.queryByText(/upcoming appointments/)).toBeNull();
});

test('while unavailable, the doctor sees how many upcoming appointments stay booked', async () => {
  mockedCall.mockImplementation(async () => ({
    success: true,
    message: '',
    profileData: { ...profile, available: false },
    upcomingAppointments: 2,
  }));
  render(<DoctorProfileCard />);
  expect(await screen.findByText(/You have 2 upcoming appointments; they stay booked/)).toBeInTheDocument();
});

test('edit changes only address, fees, about, focus, languages, available and the Hindi and Kannada texts, then reloads the profile', async () => {
  const user = userEvent.setup();
  render(<DoctorProfileCard />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  expect(screen.getByLabelText('Appointment fee (₹)')).toHaveFocus();
  expect(screen.queryByLabelText(/name/i)).toBeNull();
  await user.clear(screen.getByLabelText('Appointment fee (₹)'));
  await user.type(screen.getByLabelText('Appointment fee (₹)'), '950');
  await user.clear(screen.getByLabelText('Address line 2'));
  await user.type(screen.getByLabelText('Address line 2'), 'Jaipur');
  expect(screen.getByRole('checkbox', { name: 'Available' })).toHaveAccessibleDescription(NOTE);
  await user.clear(screen.getByLabelText(/^Focus/));
  await user.type(screen.getByLabelText(/^Focus/), 'Adult audiology');
  await user.click(screen.getByRole('checkbox', { name: 'Tamil' }));
  // Decision 53: what the doctor wrote in Kannada is there to change; Hindi is optional, written here.
  expect(screen.getByLabelText('Kannada: about the doctor')).toHaveValue('ಶ್ರವಣ ತಜ್ಞೆ.');
  await user.type(screen.getByLabelText('Hindi: focus'), 'वयस्कों की ऑडियोलॉजी');
  // Unticking shows, before saving, how many appointments will stay booked.
  await user.click(screen.getByRole('checkbox', { name: 'Available' }));
  expect(screen.getByRole('checkbox', { name: 'Available' })).toHaveAccessibleDescription(
    `${NOTE} You have 2 upcoming appointments; they stay booked. Cancel any you cannot keep from your appointments.`,
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile Updated'));
  const sent = mockedCall.mock.calls.find(([n]) => n === 'doctorUpdateProfile')![1];
  expect(sent).toEqual({
    address: { line1: '1 Lake Road', line2: 'Jaipur' },
    fees: 950,
    about: 'Audiologist.',
    available: false,
    focus: 'Adult audiology',
    languages: ['English', 'Kannada', 'Tamil'],
    translations: { hi: { focus: 'वयस्कों की ऑडियोलॉजी' }, kn: { about: 'ಶ್ರವಣ ತಜ್ಞೆ.' } },
  });
  await waitFor(() => expect(mockedCall.mock.calls.filter(([n]) => n === 'doctorProfile')).toHaveLength(2));
  expect(await screen.findByRole('button', { name: 'Edit' })).toHaveFocus();
});

test('a fee that is not a number is refused beside the field', async () => {
  const user = userEvent.setup();
  render(<DoctorProfileCard />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.clear(screen.getByLabelText('Appointment fee (₹)'));
  await user.type(screen.getByLabelText('Appointment fee (₹)'), '-1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Fees cannot be negative')).toBeInTheDocument();
  expect(mockedCall).not.toHaveBeenCalledWith('doctorUpdateProfile', expect.anything());
});

test('a refused update toasts; a refused profile fetch is only logged', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  mockedCall.mockResolvedValueOnce({ success: false, message: 'Not Authorized' });
  render(<DoctorProfileCard />);
  await waitFor(() => expect(log).toHaveBeenCalledWith('Not Authorized'));
  expect(toast.error).not.toHaveBeenCalled();
  log.mockRestore();
});

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
});

beforeEach(() => {
  jest.clearAllMocks();
  mockedCall.mockImplementation(async (name) => {
    if (name === 'doctorProfile') return { success: true, message: '', profileData: profile };
    if (name === 'doctorUpdateProfile') return { success: true, message: 'Profile Updated' };
    throw new Error(`unexpected ${name}`);
  });
});

test('view mode shows the fee in rupees, the address and the note about availability', async () => {
  render(<DoctorProfileCard />);
  expect(await screen.findByText('₹800')).toBeInTheDocument();
  expect(screen.getByText('Available')).toBeInTheDocument();
  expect(screen.getByText('To change your availability, please contact the admin.')).toBeInTheDocument();
});

test('edit changes only address, fees, about and available, then reloads the profile', async () => {
  const user = userEvent.setup();
  render(<DoctorProfileCard />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  expect(screen.getByLabelText('Appointment fee (₹)')).toHaveFocus();
  expect(screen.queryByLabelText(/name/i)).toBeNull();
  await user.clear(screen.getByLabelText('Appointment fee (₹)'));
  await user.type(screen.getByLabelText('Appointment fee (₹)'), '950');
  await user.clear(screen.getByLabelText('Address line 2'));
  await user.type(screen.getByLabelText('Address line 2'), 'Jaipur');
  expect(screen.getByRole('checkbox', { name: 'Available' })).toHaveAccessibleDescription(
    'To change your availability, please contact the admin.',
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile Updated'));
  const sent = mockedCall.mock.calls.find(([n]) => n === 'doctorUpdateProfile')![1];
  expect(sent).toEqual({ address: { line1: '1 Lake Road', line2: 'Jaipur' }, fees: 950, about: 'Audiologist.', available: true });
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

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { useAuthStore } from '@clinic/shared/stores';
import { StaffLoginForm } from './StaffLoginForm';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ token: '', aToken: '', dToken: '' });
});

const signIn = async (password: string) => {
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: /^Log in as/ }));
};

test('a refused staff login stays in the form as an alert that takes focus, beside the toast', async () => {
  answer.mockResolvedValue({ success: false, message: 'Invalid credentials' });
  render(
    <MemoryRouter>
      <StaffLoginForm />
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('Email'), 'admin@example.in');
  await signIn('wrong');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Invalid credentials');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(toast.error).toHaveBeenCalledWith('Invalid credentials');
  expect(useAuthStore.getState().aToken).toBe('');

  // Tried again as a doctor and refused again: the same words, focused again.
  await userEvent.click(screen.getByLabelText('Doctor'));
  await signIn('still-wrong');
  expect(answer).toHaveBeenLastCalledWith('doctorLogin', { email: 'admin@example.in', password: 'still-wrong' });
  await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
});

test('staff with two-factor on are asked for the code, the password kept, and a wrong code is said beside the field', async () => {
  answer
    .mockResolvedValueOnce({ success: false, mfaRequired: true, message: 'Enter the 6-digit code from your authenticator app' })
    .mockResolvedValueOnce({ success: false, mfaRequired: true, message: 'That code is not right. Try the newest code from your app.' })
    .mockResolvedValueOnce({ success: true, message: 'Welcome back', token: 'admin-token' });
  render(
    <MemoryRouter>
      <StaffLoginForm />
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('Email'), 'admin@example.in');
  await signIn('right-password');

  const code = await screen.findByLabelText('Code from your authenticator app');
  await waitFor(() => expect(code).toHaveFocus());
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAccessibleDescription(/backup codes/);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByLabelText('Password')).toHaveValue('right-password');

  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: /^Log in as/ }));
  expect(answer).toHaveBeenLastCalledWith('adminLogin', { email: 'admin@example.in', password: 'right-password', code: '123456' });
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(code).toHaveAccessibleDescription(/That code is not right/);

  await userEvent.clear(code);
  await userEvent.type(code, '654321');
  await userEvent.click(screen.getByRole('button', { name: /^Log in as/ }));
  await waitFor(() => expect(useAuthStore.getState().aToken).toBe('admin-token'));
});

test('held back by failed sign-ins, staff with two-factor can add a code: a right password and code get through', async () => {
  const wait = 'Too many failed sign-ins. Please wait 15 minutes and try again, or sign in from a computer you have signed in from before.';
  answer
    .mockResolvedValueOnce({ success: false, message: wait })
    .mockResolvedValueOnce({ success: true, message: 'Welcome back', token: 'admin-token' });
  render(
    <MemoryRouter>
      <StaffLoginForm />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('button', { name: /Add a code/ })).toBeNull();
  await userEvent.type(screen.getByLabelText('Email'), 'admin@example.in');
  await signIn('right-password');
  expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  await userEvent.click(screen.getByRole('button', { name: 'Using two-factor sign-in? Add a code from your app' }));
  const code = screen.getByLabelText('Code from your authenticator app');
  await waitFor(() => expect(code).toHaveFocus());
  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: /^Log in as/ }));
  expect(answer).toHaveBeenLastCalledWith('adminLogin', { email: 'admin@example.in', password: 'right-password', code: '123456' });
  await waitFor(() => expect(useAuthStore.getState().aToken).toBe('admin-token'));
});

test("a doctor's right password with Admin chosen: Doctor is chosen for them, nothing signed in, one press signs in as Doctor", async () => {
  const hint = "This is a doctor's account. Please sign in again with Doctor chosen above.";
  answer
    .mockResolvedValueOnce({ success: false, accountRole: 'doctor', message: hint })
    .mockResolvedValueOnce({ success: true, message: 'Welcome back', token: 'doctor-token' });
  render(
    <MemoryRouter>
      <StaffLoginForm />
    </MemoryRouter>,
  );
  expect(screen.getByLabelText('Admin')).toBeChecked();
  await userEvent.type(screen.getByLabelText('Email'), 'ananya.iyer@example.in');
  await signIn('right-password');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(hint);
  await waitFor(() => expect(alert).toHaveFocus());
  expect(screen.getByLabelText('Doctor')).toBeChecked();
  expect(screen.getByLabelText('Password')).toHaveValue('right-password');
  expect(useAuthStore.getState()).toMatchObject({ aToken: '', dToken: '' });

  await userEvent.click(screen.getByRole('button', { name: 'Log in as Doctor' }));
  expect(answer).toHaveBeenLastCalledWith('doctorLogin', { email: 'ananya.iyer@example.in', password: 'right-password' });
  await waitFor(() => expect(useAuthStore.getState().dToken).toBe('doctor-token'));
});

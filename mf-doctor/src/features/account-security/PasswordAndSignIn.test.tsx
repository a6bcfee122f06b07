import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { useAuthStore } from '@clinic/shared/stores';
import { PasswordAndSignIn } from './PasswordAndSignIn';
import { CONFIRM_SIGN_OUT_EVERYWHERE } from './SignOutEverywhere';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

const renderSection = () =>
  render(
    <MemoryRouter initialEntries={['/doctor-profile']}>
      <Routes>
        <Route path="/doctor-profile" element={<PasswordAndSignIn />} />
        <Route path="/admin-login" element={<h1>Staff login</h1>} />
      </Routes>
    </MemoryRouter>,
  );

const fill = async (current: string, next: string, again = next) => {
  await userEvent.type(screen.getByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/^Type the new password again/), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ dToken: 'old-token' });
});

test('a changed password keeps this device signed in with the new token, and empties the form', async () => {
  mockedCall.mockResolvedValue({ success: true, message: 'Your password has been changed', token: 'new-token' });
  renderSection();
  expect(screen.getByRole('region', { name: 'Password and sign-in' })).toBeInTheDocument();
  await fill('old secret words', 'a new secret phrase');
  await waitFor(() => expect(useAuthStore.getState().dToken).toBe('new-token'));
  expect(mockedCall).toHaveBeenCalledWith('doctorChangePassword', {
    currentPassword: 'old secret words',
    newPassword: 'a new secret phrase',
  });
  expect(toast.success).toHaveBeenCalledWith('Your password has been changed');
  expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
});

test('a wrong current password is shown on that field; a common new one on the new one', async () => {
  mockedCall.mockResolvedValueOnce({ success: false, message: 'Your current password is not right' });
  renderSection();
  await fill('wrong one', 'a new secret phrase');
  const current = screen.getByLabelText(/^Current password/);
  await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not right'));
  expect(current).toHaveFocus();

  mockedCall.mockResolvedValueOnce({ success: false, message: 'This password is too common. Please choose another.' });
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/too common/));
  expect(useAuthStore.getState().dToken).toBe('old-token');
});

test('mismatched or short new passwords are refused before anything is sent', async () => {
  renderSection();
  await fill('old secret words', 'short');
  expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/at least 8 characters/);
  expect(screen.getByLabelText(/^Type the new password again/)).toHaveAccessibleDescription('');
  expect(mockedCall).not.toHaveBeenCalled();
});

test('"Sign out everywhere" asks first, then signs this device out too and opens the staff login', async () => {
  const confirm = jest.spyOn(window, 'confirm');
  mockedCall.mockResolvedValue({ success: true, message: 'You have been signed out everywhere' });
  renderSection();
  confirm.mockReturnValueOnce(false);
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  expect(confirm).toHaveBeenCalledWith(CONFIRM_SIGN_OUT_EVERYWHERE);
  expect(mockedCall).not.toHaveBeenCalled();

  confirm.mockReturnValueOnce(true);
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
  expect(mockedCall).toHaveBeenCalledWith('doctorLogoutAll', undefined);
  expect(useAuthStore.getState().dToken).toBe('');
  expect(toast.success).toHaveBeenCalledWith('You have been signed out everywhere');
});

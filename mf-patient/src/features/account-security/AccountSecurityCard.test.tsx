import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { useAuthStore } from '@clinic/shared/stores';
import { AccountSecurityCard } from './AccountSecurityCard';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.getState().setToken('token', 'old-jwt');
});

const renderCard = () =>
  render(
    <MemoryRouter initialEntries={['/my-profile']}>
      <Routes>
        <Route path="/my-profile" element={<AccountSecurityCard />} />
        <Route path="/login" element={<h1>Login</h1>} />
      </Routes>
    </MemoryRouter>,
  );

async function fill(current: string, next: string, again: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Current password/), current);
  await user.type(screen.getByLabelText(/^New password\b(?! again)/), next);
  await user.type(screen.getByLabelText(/New password again/), again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

test('two different new passwords are caught before anything is sent', async () => {
  renderCard();
  await fill('old-password-1', 'quiet-harbour-lantern', 'quiet-harbour-lantern-2');
  expect(await screen.findByLabelText(/New password again/)).toHaveAccessibleDescription('The two new passwords are not the same');
  expect(mockedCall).not.toHaveBeenCalled();
});

test("the api's reason shows on the field it is about", async () => {
  mockedCall.mockResolvedValue({ success: false, message: 'Your current password is not right' });
  renderCard();
  await fill('not-it', 'quiet-harbour-lantern', 'quiet-harbour-lantern');
  const current = screen.getByLabelText(/Current password/);
  await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not right'));
  expect(current).toHaveFocus();
});

test('a changed password keeps this device signed in with the new token', async () => {
  mockedCall.mockResolvedValue({ success: true, message: 'Your password has been changed', token: 'new-jwt' });
  renderCard();
  await fill('old-password-1', 'quiet-harbour-lantern', 'quiet-harbour-lantern');
  expect(mockedCall).toHaveBeenCalledWith('userChangePassword', {
    currentPassword: 'old-password-1',
    newPassword: 'quiet-harbour-lantern',
  });
  await waitFor(() => expect(useAuthStore.getState().token).toBe('new-jwt'));
  expect(screen.getByLabelText(/Current password/)).toHaveValue('');
});

test('signing out everywhere signs out here too and goes to the login page', async () => {
  mockedCall.mockResolvedValue({ success: true, message: 'Signed out on every device' });
  renderCard();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  await screen.findByRole('heading', { name: 'Login' });
  expect(mockedCall).toHaveBeenCalledWith('userLogoutAll', undefined);
  expect(useAuthStore.getState().token).toBe('');
});

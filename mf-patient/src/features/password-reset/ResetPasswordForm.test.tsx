import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { useAuthStore } from '@clinic/shared/stores';
import ResetPasswordPage from '../../pages/ResetPasswordPage';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;
const EXPIRED = 'This reset link has expired or was already used. Ask for a new one.';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );

// The form appears once the link was checked.
const choose = async (password: string, again = password) => {
  await userEvent.type(await screen.findByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Type the new password again/), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ token: 'old', dToken: 'old' });
});

test('the token leaves the address at once, the role stays, and the new password is sent with it', async () => {
  answer.mockResolvedValue({ success: true, message: 'Password changed' });
  renderAt('/reset-password?token=abc123&role=doctor');
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password\?role=doctor$/));
  await choose('a quiet harbour at dawn');
  await waitFor(() => expect(answer).toHaveBeenCalledWith('doctorResetPassword', { token: 'abc123', password: 'a quiet harbour at dawn' }));
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin-login'));
  expect(toast.success).toHaveBeenCalledWith('Your password has been changed. Please sign in.');
  expect(useAuthStore.getState().dToken).toBe('');
});

test('a patient lands on the login form, signed out', async () => {
  answer.mockResolvedValue({ success: true, message: 'Password changed' });
  renderAt('/reset-password?token=t1');
  await choose('a quiet harbour at dawn');
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/login?mode=login'));
  expect(answer).toHaveBeenCalledWith('userResetPassword', { token: 't1', password: 'a quiet harbour at dawn' });
  expect(useAuthStore.getState().token).toBe('');
});

test('a short or mismatched password is refused on its field before anything is sent', async () => {
  answer.mockResolvedValue({ success: true, message: '' });
  renderAt('/reset-password?token=t2');
  await choose('short');
  expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/Password must be at least 8 characters/);
  await userEvent.clear(screen.getByLabelText(/^New password/));
  await choose('long enough words', 'long enough wordz');
  expect(screen.getByLabelText(/^Type the new password again/)).toHaveAccessibleDescription('The two passwords are not the same');
  expect(answer.mock.calls.map(([name]) => name)).toEqual(['userResetLinkCheck']);
});

test("the api's reason for a password is shown on the field, which takes focus", async () => {
  answer.mockResolvedValue({ success: false, message: 'This password is too common. Please choose another.' });
  renderAt('/reset-password?token=t3');
  await choose('password123');
  const field = screen.getByLabelText(/^New password/);
  await waitFor(() => expect(field).toHaveAccessibleDescription(/too common/));
  expect(field).toHaveFocus();
});

test('a bad or expired link is told at once instead of the form, with the way to a new one (issue 35)', async () => {
  answer.mockResolvedValue({ success: false, message: EXPIRED });
  renderAt('/reset-password?token=t5');
  expect(screen.getByText('Checking your reset link…')).toBeInTheDocument();
  expect(screen.queryByLabelText(/^New password/)).toBeNull();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(EXPIRED);
  await waitFor(() => expect(alert).toHaveFocus());
  expect(screen.queryByLabelText(/^New password/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
  expect(answer).toHaveBeenCalledTimes(1);
  expect(answer).toHaveBeenCalledWith('userResetLinkCheck', { token: 't5' });
});

test('no answer to the check still shows the form, whose own call says what is wrong', async () => {
  answer.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ success: true, message: 'Password changed' });
  renderAt('/reset-password?token=t6&role=doctor');
  await choose('a quiet harbour at dawn');
  await waitFor(() => expect(answer).toHaveBeenLastCalledWith('doctorResetPassword', { token: 't6', password: 'a quiet harbour at dawn' }));
});

test('a link that runs out while the form is filled in is told instead of the form, with the way to a new one', async () => {
  answer.mockResolvedValueOnce({ success: true, message: '' }).mockResolvedValue({ success: false, message: EXPIRED });
  renderAt('/reset-password?token=t4&role=doctor');
  await choose('a quiet harbour at dawn');
  expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
  expect(screen.queryByLabelText(/^New password/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password?role=doctor');
});

test('a link without its token says so at once', () => {
  renderAt('/reset-password');
  expect(screen.getByRole('alert')).toHaveTextContent(/incomplete/);
  expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
});

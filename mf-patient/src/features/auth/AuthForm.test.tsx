import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { useAuthStore } from '@clinic/shared/stores';
import { AuthForm, UNREACHABLE } from './AuthForm';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <AuthForm />
      <Address />
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ token: '' });
});

test('/login signs up (the spec); /login?mode=login logs in', () => {
  renderAt('/login');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Account');
  expect(screen.getByLabelText(/Full Name/)).toBeInTheDocument();
  renderAt('/login?mode=login');
  expect(screen.getAllByRole('heading', { level: 1 })[1]).toHaveTextContent('Login');
});

test('switching mode changes the address in place, keeps where to go next, and puts focus on the new heading', async () => {
  renderAt('/login?next=%2Fmy-appointments');
  await userEvent.click(screen.getByRole('button', { name: 'Login here' }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  expect(screen.getByTestId('address')).toHaveTextContent('/login?next=%2Fmy-appointments&mode=login');
  await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Account');
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/login\?next=%2Fmy-appointments$/);
});

test("the header's Log in, followed while signing up, switches the form to logging in", async () => {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Link to="/login?mode=login">Log in</Link>
      <AuthForm />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Account');
  await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
  expect(screen.queryByLabelText(/Full Name/)).toBeNull();
});

test('a refused login stays in the form as an alert that takes focus, beside the toast; again, it is focused again', async () => {
  answer.mockResolvedValue({ success: false, message: 'Invalid credentials' });
  renderAt('/login?mode=login');
  await userEvent.type(screen.getByLabelText(/Email/), 'asha@example.in');
  await userEvent.type(screen.getByLabelText(/Password/), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Invalid credentials');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(toast.error).toHaveBeenCalledWith('Invalid credentials');

  await userEvent.click(screen.getByLabelText(/Password/));
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  expect(useAuthStore.getState().token).toBe('');
});

test('no answer at all (offline) says so in the form too', async () => {
  answer.mockRejectedValue(new Error('Network Error'));
  renderAt('/login');
  await userEvent.type(screen.getByLabelText(/Full Name/), 'Asha Rao');
  await userEvent.type(screen.getByLabelText(/Email/), 'asha@example.in');
  await userEvent.type(screen.getByLabelText(/Password/), 'long-enough-1');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE);
  expect(toast.error).toHaveBeenCalledWith('Network Error');
});

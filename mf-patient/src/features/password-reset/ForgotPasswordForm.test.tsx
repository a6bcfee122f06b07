import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import ForgotPasswordPage from '../../pages/ForgotPasswordPage';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;
const SENT = 'If an account uses that address, we have e-mailed it a link.';

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <ForgotPasswordPage />
    </MemoryRouter>,
  );

beforeEach(() => jest.clearAllMocks());

test("a patient asks for a link; the api's words stay on the page in a status region", async () => {
  answer.mockResolvedValue({ success: true, message: SENT });
  renderAt('/forgot-password');
  await userEvent.type(screen.getByLabelText(/^Email/), 'Asha@Example.in ');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));
  expect(answer).toHaveBeenCalledWith('userForgotPassword', { email: 'asha@example.in' });
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login?mode=login');
});

test('a doctor asks through the doctor call, and goes back to the staff login', async () => {
  answer.mockResolvedValue({ success: true, message: SENT });
  renderAt('/forgot-password?role=doctor');
  await userEvent.type(screen.getByLabelText(/^Email/), 'dr.rao@example.in');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  await waitFor(() => expect(answer).toHaveBeenCalledWith('doctorForgotPassword', { email: 'dr.rao@example.in' }));
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin-login?role=doctor');
});

test('a refusal (too many requests) is an alert that takes focus', async () => {
  answer.mockResolvedValue({ success: false, message: 'Too many requests. Please wait a minute.' });
  renderAt('/forgot-password');
  await userEvent.type(screen.getByLabelText(/^Email/), 'asha@example.in');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Too many requests');
  expect(alert).toHaveFocus();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

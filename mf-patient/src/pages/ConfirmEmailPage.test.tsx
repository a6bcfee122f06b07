import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import ConfirmEmailPage from './ConfirmEmailPage';

jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

const renderAt = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/confirm-email${search}`]}>
      <ConfirmEmailPage />
    </MemoryRouter>,
  );

beforeEach(() => jest.clearAllMocks());

test('the link from the sign-up e-mail confirms the address, with no sign-in, and says so in the page', async () => {
  answer.mockResolvedValue({ success: true, message: 'Your e-mail address is confirmed. Thank you.' });
  renderAt('?token=u.1.sig');
  expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeInTheDocument();
  expect(await screen.findByText('Your e-mail address is confirmed. Thank you.')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('You can see your details in My profile.');
  expect(answer).toHaveBeenCalledWith('userConfirmEmail', { token: 'u.1.sig' });
});

test('an expired link says what to do, as an alert, with the way to a new one', async () => {
  answer.mockResolvedValue({
    success: false,
    message: 'This link has expired or is not valid. Sign in and send a new one from My Profile.',
  });
  renderAt('?token=old');
  expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or is not valid.');
  expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/my-profile');
});

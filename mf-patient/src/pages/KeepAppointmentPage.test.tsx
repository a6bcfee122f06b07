import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import KeepAppointmentPage from './KeepAppointmentPage';

jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

const renderAt = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/keep-appointment${search}`]}>
      <KeepAppointmentPage />
    </MemoryRouter>,
  );

beforeEach(() => jest.clearAllMocks());

test('the reminder’s "I am coming" keeps the booking with no sign-in, and the page says so', async () => {
  answer.mockResolvedValue({ success: true, message: 'Thank you. We will keep this time for you.' });
  renderAt('?token=a.1.sig');
  expect(screen.getByRole('heading', { level: 1, name: 'I am coming' })).toBeInTheDocument();
  expect(await screen.findByText('Thank you. We will keep this time for you.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'My appointments' })).toHaveAttribute('href', '/my-appointments');
  expect(answer).toHaveBeenCalledWith('userKeepAppointmentByLink', { token: 'a.1.sig' });
});

test('a link cut short in the message says so without asking the clinic', () => {
  renderAt('');
  expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
  expect(answer).not.toHaveBeenCalled();
});

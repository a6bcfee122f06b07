import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import UnsubscribePage from './UnsubscribePage';

jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

const DONE = 'You will no longer receive reminders. We will still send your booking confirmations and cancellations.';
const BAD = 'This unsubscribe link is not valid. Please use the link in your latest reminder, or turn reminders off in My profile.';

const renderPage = (search: string) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/unsubscribe${search}`]}>
        <UnsubscribePage />
      </MemoryRouter>
    </StrictMode>,
  );

beforeEach(() => jest.clearAllMocks());

test('the link from a reminder turns reminders off once, says so in plain words, and points to My profile', async () => {
  answer.mockResolvedValue({ success: true, message: DONE });
  renderPage('?token=abc.def');
  expect(screen.getByRole('heading', { level: 1, name: 'Stop reminders' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Turning off your reminders…');
  expect(await screen.findByText(DONE)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Changed your mind? You can turn reminders back on in My profile.');
  expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/my-profile');
  expect(answer).toHaveBeenCalledTimes(1);
  expect(answer).toHaveBeenCalledWith('unsubscribe', { token: 'abc.def' });
});

test('a link the clinic refuses is explained, as an alert', async () => {
  answer.mockResolvedValue({ success: false, message: BAD });
  renderPage('?token=tampered');
  expect(await screen.findByRole('alert')).toHaveTextContent(BAD);
  expect(screen.getByRole('link', { name: 'My profile' })).toBeInTheDocument();
});

test('a link without its token asks nothing and says what to do', () => {
  renderPage('');
  expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
  expect(answer).not.toHaveBeenCalled();
});

test('when the clinic cannot be reached, the patient can try again', async () => {
  answer.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce({ success: true, message: DONE });
  renderPage('?token=abc.def');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the clinic just now.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(DONE)).toBeInTheDocument();
  expect(answer).toHaveBeenCalledTimes(2);
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { useAuthStore } from '@clinic/shared/stores';
import { DataRightsCard } from './DataRightsCard';
import { exportFileName } from './export-file';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const mockedCall = callApi as jest.MockedFunction<typeof callApi>;

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.getState().setToken('token', 'patient-jwt');
});

const renderCard = () =>
  render(
    <MemoryRouter initialEntries={['/my-profile']}>
      <Routes>
        <Route path="/my-profile" element={<DataRightsCard />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>,
  );

test('the file is named for the day, as the spec of issue 22 says', () => {
  expect(exportFileName(new Date(2026, 10, 5, 23, 30))).toBe('sunrise-clinic-my-data-2026-11-05.json');
});

test('deleting asks for the password, says what happens, and shows a wrong password on the field', async () => {
  const user = userEvent.setup();
  mockedCall.mockResolvedValue({ success: false, message: 'Your password is not right' });
  renderCard();
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  expect(dialog).toHaveAccessibleDescription(/future appointments will be cancelled/i);
  const password = screen.getByLabelText(/Your password/);
  expect(password).toHaveFocus();
  await user.type(password, 'wrong-one');
  await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
  expect(mockedCall).toHaveBeenCalledWith('userDeleteAccount', { password: 'wrong-one' });
  await waitFor(() => expect(password).toHaveAccessibleDescription(/Your password is not right/));
  expect(password).toHaveFocus();
  expect(useAuthStore.getState().token).toBe('patient-jwt');
});

test('once deleted, this browser forgets the account and goes home', async () => {
  const user = userEvent.setup();
  mockedCall.mockResolvedValue({ success: true, message: 'Your account has been deleted' });
  renderCard();
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  await user.type(screen.getByLabelText(/Your password/), 'the-right-one');
  await user.keyboard('{Enter}');
  await screen.findByRole('heading', { name: 'Home' });
  expect(useAuthStore.getState().token).toBe('');
});

test('both copies are offered: one to read (fetched with the token, saved as .html) and the JSON for other programs', async () => {
  const user = userEvent.setup();
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  URL.createObjectURL = jest.fn(() => 'blob:copy');
  URL.revokeObjectURL = jest.fn();
  const page = new Blob(['<!doctype html><title>Your data</title>'], { type: 'text/html' });
  const fetched = jest.fn().mockResolvedValue({ ok: true, status: 200, blob: () => Promise.resolve(page) });
  global.fetch = fetched as unknown as typeof fetch;
  const data = { exportedAt: '2026-11-05T10:00:00Z', profile: {}, account: {}, appointments: [], messages: [] };
  mockedCall.mockResolvedValue({ success: true, message: 'Here is a copy of your data', data } as never);
  renderCard();

  await user.click(screen.getByRole('button', { name: 'Download a copy to read' }));
  await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^sunrise-clinic-my-data-\d{4}-\d\d-\d\d\.html$/)]));
  expect(fetched).toHaveBeenCalledWith('/api/user/export/readable', { headers: { token: 'patient-jwt' }, cache: 'no-store' });

  await user.click(screen.getByRole('button', { name: 'Download as JSON' }));
  await waitFor(() => expect(saved[1]).toMatch(/^sunrise-clinic-my-data-\d{4}-\d\d-\d\d\.json$/));
  expect(mockedCall).toHaveBeenCalledWith('userExport', undefined);
  click.mockRestore();
});

test('a copy to read that cannot be made says so in the api’s words', async () => {
  const user = userEvent.setup();
  global.fetch = jest.fn().mockResolvedValue({
    ok: false,
    status: 429,
    json: () => Promise.resolve({ success: false, message: 'Too many requests, please wait a minute' }),
  }) as unknown as typeof fetch;
  renderCard();
  await user.click(screen.getByRole('button', { name: 'Download a copy to read' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many requests, please wait a minute'));
  expect(screen.getByRole('button', { name: 'Download a copy to read' })).toBeEnabled();
});

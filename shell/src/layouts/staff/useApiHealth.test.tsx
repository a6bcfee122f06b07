import { act, render, screen } from '@testing-library/react';
import { callApi } from '@clinic/shared/api-client';
import { ApiStatus } from './ApiStatus';
import { HEALTH_POLL_MS, useApiHealth } from './useApiHealth';

jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const health = callApi as jest.MockedFunction<typeof callApi>;
const up = () => health.mockResolvedValue({ success: true, message: 'ok', database: 'up' } as never);

function Lights() {
  const value = useApiHealth();
  return (
    <>
      <ApiStatus health={value} place="bar" />
      <ApiStatus health={value} place="sidebar" />
    </>
  );
}

beforeEach(() => health.mockReset());

test('says Online and System Online once /api/health answers', async () => {
  up();
  render(<Lights />);
  expect(screen.getByRole('status')).toHaveTextContent('Checking…');
  expect(await screen.findByText('System Online')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Online');
  expect(health).toHaveBeenCalledWith('health', undefined, expect.objectContaining({ timeout: expect.any(Number) }));
});

test('says Offline when the api refuses (503) or cannot be reached, and Online again when it answers', async () => {
  jest.useFakeTimers();
  try {
    health.mockResolvedValue({ success: false, message: 'The database is unreachable' } as never);
    render(<Lights />);
    expect(await screen.findByText('System Offline')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Offline');

    up();
    await act(async () => void jest.advanceTimersByTime(HEALTH_POLL_MS));
    expect(screen.getByText('System Online')).toBeInTheDocument();

    health.mockRejectedValue(new Error('Network Error'));
    await act(async () => void jest.advanceTimersByTime(HEALTH_POLL_MS));
    expect(screen.getByText('System Offline')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('the browser going offline says Offline at once; coming back online asks again', async () => {
  up();
  render(<Lights />);
  await screen.findByText('System Online');
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(screen.getByText('System Offline')).toBeInTheDocument();
  const calls = health.mock.calls.length;
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('System Online')).toBeInTheDocument();
  expect(health.mock.calls.length).toBe(calls + 1);
});

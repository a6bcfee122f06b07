import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { useCallQuery } from './useCallQuery';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

/** A call whose answer the test hands over when it chooses. */
function held() {
  let give!: (value: unknown) => void;
  const promise = new Promise((resolve) => (give = resolve));
  return { promise, give: (value: unknown) => act(async () => give(value)) };
}
const page = (n: number) => ({ success: true as const, message: '', appointments: [], total: n });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => jest.clearAllMocks());

test('loads, picks the part the screen shows, and reloads on demand', async () => {
  answer
    .mockResolvedValueOnce({ success: true, message: '', doctors: [] })
    .mockResolvedValueOnce({ success: true, message: '', doctors: [{ _id: 'd' }] } as never);
  const { result } = renderHook(() => useCallQuery('adminDoctors', undefined, { select: (a) => a.doctors.length }));
  expect(result.current).toMatchObject({ data: null, loading: true });
  await waitFor(() => expect(result.current).toMatchObject({ data: 0, loading: false }));
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.data).toBe(1));
  expect(answer).toHaveBeenCalledTimes(2);
});

test('a slow answer to an older page never replaces the newer one, and its failure is not reported', async () => {
  const first = held();
  const second = held();
  answer.mockReturnValueOnce(first.promise as never).mockReturnValueOnce(second.promise as never);
  const { result, rerender } = renderHook(
    ({ p }) => useCallQuery('adminAppointments', { page: p, limit: 20 }, { select: (a) => a.total }),
    {
      initialProps: { p: 1 },
    },
  );
  rerender({ p: 2 });
  expect(answer).toHaveBeenLastCalledWith('adminAppointments', { page: 2, limit: 20 });
  await second.give(page(2));
  expect(result.current).toMatchObject({ data: 2, loading: false });
  await first.give({ success: false, message: 'Not authorized, please log in again' });
  await settle();
  expect(result.current.data).toBe(2);
  expect(toast.error).not.toHaveBeenCalled();
});

test('a payload written inline is compared by value: the same query is not asked again on every render', async () => {
  answer.mockResolvedValue(page(1));
  const { rerender } = renderHook(() => useCallQuery('adminAppointments', { page: 1, limit: 20 }));
  await settle();
  rerender();
  rerender();
  await settle();
  expect(answer).toHaveBeenCalledTimes(1);
});

test('an answer that arrives after the screen has gone is dropped unread and unreported', async () => {
  const late = held();
  answer.mockReturnValueOnce(late.promise as never);
  const select = jest.fn(() => 'shown');
  const { unmount } = renderHook(() => useCallQuery('adminDashboard', undefined, { select }));
  unmount();
  await late.give({ success: false, message: 'Not authorized, please log in again' });
  await settle();
  expect(select).not.toHaveBeenCalled();
  expect(toast.error).not.toHaveBeenCalled();
});

test('a failed reload keeps what was shown; a first load that fails leaves nothing, reported once', async () => {
  answer.mockResolvedValueOnce({ success: false, message: 'Not authorized, please log in again' });
  const { result } = renderHook(() => useCallQuery('adminDashboard'));
  await waitFor(() => expect(result.current).toMatchObject({ data: null, loading: false }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not authorized, please log in again'));

  answer.mockResolvedValueOnce({ success: true, message: '', dashData: { doctors: 1 } } as never);
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.data).toMatchObject({ dashData: { doctors: 1 } }));
  answer.mockRejectedValueOnce(new Error('Network Error'));
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.data).toMatchObject({ dashData: { doctors: 1 } });
});

test('switched off, it asks nothing and forgets what it held (a patient who signed out)', async () => {
  answer.mockResolvedValue({ success: true, message: '', appointments: [{ _id: 'a' }] } as never);
  const { result, rerender } = renderHook(({ on }) => useCallQuery('userAppointments', undefined, { enabled: on }), {
    initialProps: { on: false },
  });
  expect(result.current).toMatchObject({ data: null, loading: false });
  expect(answer).not.toHaveBeenCalled();
  rerender({ on: true });
  await waitFor(() => expect(result.current.data).not.toBeNull());
  rerender({ on: false });
  expect(result.current).toMatchObject({ data: null, loading: false });
});

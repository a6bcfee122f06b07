import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { useCallAction } from './useCallAction';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

function held() {
  let give!: (value: unknown) => void;
  const promise = new Promise((resolve) => (give = resolve));
  return { promise, give: (value: unknown) => act(async () => give(value)) };
}

beforeEach(() => jest.clearAllMocks());

test('sends once however often it is tapped, is pending meanwhile, then reports and hands the answer on', async () => {
  const reply = held();
  answer.mockReturnValueOnce(reply.promise as never);
  const onDone = jest.fn();
  const { result } = renderHook(() => useCallAction('adminCancel', { onDone }));
  let first!: Promise<unknown>;
  act(() => {
    first = result.current.run({ appointmentId: 'a' });
  });
  expect(result.current.pending).toBe(true);
  await act(async () => expect(await result.current.run({ appointmentId: 'a' })).toBeNull());
  await reply.give({ success: true, message: 'Appointment Cancelled' });
  await expect(first).resolves.toEqual({ success: true, message: 'Appointment Cancelled' });
  expect(answer).toHaveBeenCalledTimes(1);
  expect(result.current.pending).toBe(false);
  expect(onDone).toHaveBeenCalledWith({ success: true, message: 'Appointment Cancelled' });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Appointment Cancelled'));
});

test('a refusal reaches onDone too (the screen reloads what is stale); a thrown error arrives as null', async () => {
  const onDone = jest.fn();
  const { result } = renderHook(() => useCallAction('adminCancel', { onDone }));
  answer.mockResolvedValueOnce({ success: false, message: 'This appointment is already cancelled' });
  await act(() => result.current.run({ appointmentId: 'a' }));
  answer.mockRejectedValueOnce(new Error('Network Error'));
  await act(() => result.current.run({ appointmentId: 'a' }));
  expect(onDone.mock.calls).toEqual([[{ success: false, message: 'This appointment is already cancelled' }], [null]]);
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network Error'));
});

test('once the screen has gone, the answer is still reported but nothing on the screen is touched', async () => {
  const reply = held();
  answer.mockReturnValueOnce(reply.promise as never);
  const onDone = jest.fn();
  const { result, unmount } = renderHook(() => useCallAction('adminDeleteDoctor', { onDone }));
  act(() => void result.current.run({ docId: 'd' }));
  unmount();
  await reply.give({ success: true, message: 'Doctor Deleted' });
  expect(onDone).not.toHaveBeenCalled();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Doctor Deleted'));
});

import { act, renderHook } from '@testing-library/react';
import { callApi } from '@clinic/shared/api-client';
import { usePayOnline } from './usePayOnline';

jest.mock('react-toastify', () => ({ toast: { warn: jest.fn(), error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const call = callApi as jest.MockedFunction<typeof callApi>;
const id = '3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9a0b';

// Decision 31: the patient's appointment list says which provider the clinic uses; it is asked once.
test("Pay Online makes Razorpay's call when the clinic takes payments through Razorpay", async () => {
  call.mockImplementation(async (name) =>
    name === 'userAppointments'
      ? ({ success: true, message: '', appointments: [], paymentProvider: 'razorpay' } as never)
      : ({ success: false, message: 'Payment is not available right now' } as never),
  );
  const { result } = renderHook(() => usePayOnline(id));
  await act(async () => result.current.pay());
  await act(async () => result.current.pay());
  expect(call.mock.calls.map(([name]) => name)).toEqual(['userAppointments', 'userPaymentRazorpay', 'userPaymentRazorpay']);
  expect(call).toHaveBeenLastCalledWith('userPaymentRazorpay', { appointmentId: id });
});

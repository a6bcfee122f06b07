import { verifyRequestOf } from './verify-request';

const id = '3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9a0b';
const razorpay = {
  razorpay_payment_id: 'pay_Abc',
  razorpay_payment_link_id: 'plink_Abc',
  razorpay_payment_link_reference_id: 'ref-1',
  razorpay_payment_link_status: 'paid',
  razorpay_signature: 'f'.repeat(64),
};

test('a return from Stripe or the demo asks verifyStripe, passing the session on as a hint', () => {
  expect(verifyRequestOf(new URLSearchParams(`success=true&appointmentId=${id}&session_id=cs_test_1`))).toEqual({
    call: 'userVerifyPayment',
    payload: { success: true, appointmentId: id, sessionId: 'cs_test_1' },
  });
});

test("a return from Razorpay asks verifyRazorpay with Razorpay's parameters as they came", () => {
  const params = new URLSearchParams({ appointmentId: id, provider: 'razorpay', ...razorpay });
  expect(verifyRequestOf(params)).toEqual({ call: 'userVerifyRazorpay', payload: { appointmentId: id, ...razorpay } });
});

test('a return without its parts asks nothing and says why', () => {
  expect(verifyRequestOf(new URLSearchParams('success=true'))).toEqual({ problem: 'This payment link is incomplete' });
  expect(verifyRequestOf(new URLSearchParams(`appointmentId=${id}&provider=razorpay`))).toEqual({ problem: 'Payment not completed' });
});

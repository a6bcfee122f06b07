// Decision 31: how Razorpay is chosen, and what Razorpay's calls answer while it is not.
import { ConfigError, loadConfig } from '../src/config';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { setUp } from './support/payments';

const KEYS = { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret' };

describe('choosing Razorpay in the configuration', () => {
  const base = { DATA_DIR: 'memory://' };

  test('no keys: the demo provider stays the default', () => {
    expect(loadConfig(base).payment).toEqual({ provider: 'demo' });
  });

  test('PAYMENT_PROVIDER=razorpay with its keys, or its keys alone, chooses Razorpay', () => {
    const env = { ...base, ...KEYS, RAZORPAY_WEBHOOK_SECRET: 'whsec', RAZORPAY_API_URL: 'http://127.0.0.1:9/' };
    const expected = { keyId: 'rzp_test_abc', keySecret: 'secret', webhookSecret: 'whsec', apiUrl: 'http://127.0.0.1:9/' };
    expect(loadConfig({ ...env, PAYMENT_PROVIDER: 'razorpay' }).payment).toMatchObject({ provider: 'razorpay', razorpay: expected });
    expect(loadConfig(env).payment).toMatchObject({ provider: 'razorpay', razorpay: expected });
    expect(loadConfig({ ...env, PAYMENT_PROVIDER: 'demo' }).payment).toEqual({ provider: 'demo' });
  });

  test.each([
    [{ PAYMENT_PROVIDER: 'razorpay' }],
    [{ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_abc' }],
    [{ RAZORPAY_KEY_SECRET: 'secret' }],
  ])('%j without both keys is refused at start, saying what to set', (env) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  });

  test('keys of both providers and no choice is refused; a choice settles it', () => {
    const env = { ...base, ...KEYS, STRIPE_SECRET_KEY: 'sk_test_1' };
    expect(() => loadConfig(env)).toThrow('Both Stripe and Razorpay keys are set: choose one with PAYMENT_PROVIDER');
    expect(loadConfig({ ...env, PAYMENT_PROVIDER: 'stripe' }).payment.provider).toBe('stripe');
    expect(loadConfig({ ...env, PAYMENT_PROVIDER: 'razorpay' }).payment.provider).toBe('razorpay');
  });

  test('RAZORPAY_API_URL must be a URL', () => {
    expect(() => loadConfig({ ...base, ...KEYS, RAZORPAY_API_URL: 'not a url' })).toThrow('RAZORPAY_API_URL');
  });
});

describe.each(DATABASES)("Razorpay's calls while the clinic uses the demo checkout, on %s", (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    s = await setUp(t);
  });
  afterAll(() => t.close());

  test('payment-razorpay, verifyRazorpay and the Razorpay webhook answer 409, and the list names the demo', async () => {
    const { id } = await s.fresh();
    const callback = {
      razorpay_payment_id: 'pay_Abc123',
      razorpay_payment_link_id: 'plink_Abc123',
      razorpay_payment_link_reference_id: 'ref',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: 'a'.repeat(64),
    };
    const message = 'This clinic takes online payments through the demo checkout, not Razorpay';
    for (const [path, body] of [
      ['payment-razorpay', { appointmentId: id }],
      ['verifyRazorpay', { appointmentId: id, ...callback }],
    ] as const) {
      const res = await t.inject({ method: 'POST', url: `/api/user/${path}`, headers: { token: s.ashaToken }, payload: body });
      expect([res.statusCode, res.json()]).toEqual([409, { success: false, message }]);
    }
    const hook = await t.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
      payload: '{}',
    });
    expect([hook.statusCode, hook.json()]).toEqual([
      409,
      { success: false, message: 'This clinic does not take online payments through Razorpay' },
    ]);
    expect((await s.stored(id)).paymentSessionId).toBeNull();
    const list = await t.inject({ url: '/api/user/appointments', headers: { token: s.ashaToken } });
    expect(list.json().paymentProvider).toBe('demo');
  });
});

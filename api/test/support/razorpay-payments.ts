// What the Razorpay suites share: an api configured for Razorpay against the local fake, and its calls.
import { paymentsOf } from '../../src/features/payments/payments';
import { startTestApp, type DatabaseKind, type TestApp } from './harness';
import { setUp } from './payments';
import { startRazorpayFake, type FakeCallback, type RazorpayFake } from './razorpay-fake';

export const RAZORPAY_KEYS = { keyId: 'rzp_test_fakekey', keySecret: 'fake_key_secret_0123456789' };
export const RAZORPAY_WEBHOOK_SECRET = 'fake_webhook_secret';

export async function startRazorpayApp(kind: DatabaseKind) {
  const fake = await startRazorpayFake(RAZORPAY_KEYS);
  const env = {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
    RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET,
    RAZORPAY_API_URL: fake.url,
  };
  const t: TestApp = await startTestApp(kind, {
    ...env,
    PUBLIC_URL: 'https://clinic.example',
    AUTH_RATE_LIMIT: '1000',
    ACCOUNT_RATE_LIMIT: '1000',
  });
  const s = await setUp(t);
  const post = (path: string, payload: object, token = s.ashaToken) =>
    t.inject({ method: 'POST', url: `/api/user/${path}`, headers: { token }, payload });

  /** Starts payment of `id` through Razorpay: the link's id (the session) and the page's address. */
  const start = async (id: string) => {
    const res = await post('payment-razorpay', { appointmentId: id });
    if (res.statusCode !== 200) throw new Error(`payment-razorpay answered ${res.statusCode}: ${res.body}`);
    const url = res.json().session_url as string;
    return { url, linkId: url.split('/').at(-1)! };
  };
  const verify = (appointmentId: string, callback: FakeCallback, token = s.ashaToken) =>
    post('verifyRazorpay', { appointmentId, ...callback }, token);
  /** Posts a signed webhook for a paid link; `eventId` replays an earlier one. */
  const webhook = (linkId: string, options: { eventId?: string; secret?: string; event?: string } = {}) => {
    const signed = fake.webhook(linkId, options.secret ?? RAZORPAY_WEBHOOK_SECRET, options.event);
    const eventId = options.eventId ?? signed.eventId;
    const headers = { 'content-type': 'application/json', 'x-razorpay-signature': signed.signature, 'x-razorpay-event-id': eventId };
    return { eventId, response: t.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers, payload: signed.payload }) };
  };
  /** The api's own sweeps (started after a payment starts or settles) have finished: a test's next step is its alone. */
  const quiet = () => paymentsOf({ config: t.config, db: t.database.db }, t.app.log).sweeper.idle();
  const refundsOf = (linkId: string) => {
    const paymentId = fake.links.get(linkId)?.payments?.[0]?.payment_id;
    return [...fake.refunds.values()].filter((r) => r.payment_id === paymentId);
  };
  return { t, fake, s, post, start, verify, webhook, quiet, refundsOf };
}

export type RazorpayApp = Awaited<ReturnType<typeof startRazorpayApp>>;
export type { RazorpayFake };

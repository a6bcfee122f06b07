import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { appointments, processedPaymentEvents } from '../src/db/schema';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { NOT_COMPLETED, NOT_FOUND, PAID, setUp } from './support/payments';
import { startStripeFake, type StripeFake } from './support/stripe-fake';

describe.each(DATABASES)('payments through Stripe on %s', (kind) => {
  let t: TestApp;
  let fake: StripeFake;
  let s: Awaited<ReturnType<typeof setUp>>;
  const SECRET = 'whsec_test';
  beforeAll(async () => {
    fake = await startStripeFake();
    const env = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: fake.url };
    t = await startTestApp(kind, { ...env, PUBLIC_URL: 'https://clinic.example', AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    s = await setUp(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const sessionOf = async (id: string) => fake.sessions.get((await s.stored(id)).paymentSessionId!)!;
  const webhook = (payload: string, signature?: string) => {
    const headers = { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) };
    return t.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers, payload });
  };
  const signed = (event: object, secret = SECRET) => {
    const payload = JSON.stringify(event);
    return [payload, Stripe.webhooks.generateTestHeaderString({ payload, secret })] as const;
  };

  test("payment-stripe opens a Checkout Session for the doctor's fee in paise, tied to the appointment", async () => {
    const { id } = s.seeded.unpaid;
    const res = await s.call('payment-stripe', { appointmentId: id });
    expect(res.statusCode).toBe(200);
    const session = await sessionOf(id);
    expect(res.json()).toEqual({ success: true, message: '', session_url: session.url });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(session.request).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'inr',
            unit_amount: String(DEMO_DOCTORS[0]!.fees * 100),
            product_data: { name: expect.stringContaining(DEMO_DOCTORS[0]!.name) },
          },
        },
      ],
      metadata: { appointmentId: id },
      client_reference_id: id,
    });
    expect(session.success_url).toBe(`https://clinic.example/verify?success=true&appointmentId=${id}&session_id=${session.id}`);
    expect(session.cancel_url).toBe(`https://clinic.example/verify?success=false&appointmentId=${id}&session_id=${session.id}`);
    expect(fake.requests.at(-1)!.authorization).toBe('Bearer sk_test_fake');
    expect((await s.stored(id)).payment).toBe(false);
  });

  test.each([true, 'true'])('a forged verify (success: %j) for an unpaid session leaves it unpaid', async (success) => {
    const { id } = await s.fresh();
    await s.pay(id);
    const res = await s.call('verifyStripe', { success, appointmentId: id, sessionId: (await sessionOf(id)).id });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual(NOT_COMPLETED);
    const list = (await t.inject({ url: '/api/user/appointments', headers: { token: s.ashaToken } })).json().appointments;
    expect(list.find((a: { _id: string }) => a._id === id)).toMatchObject({ payment: false });
  });

  test('once Stripe says paid, verify marks it paid; verifying again changes nothing', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const session = await sessionOf(id);
    fake.markPaid(session.id);
    const first = await s.call('verifyStripe', { success: 'false', appointmentId: id });
    expect([first.statusCode, first.json()]).toEqual([200, PAID]);
    const after = await s.stored(id);
    expect(after).toMatchObject({ payment: true, paymentSessionId: session.id });
    const asked = fake.requests.length;
    const again = await s.call('verifyStripe', { success: true, appointmentId: id });
    expect([again.statusCode, again.json()]).toEqual([200, PAID]);
    expect(await s.stored(id)).toEqual(after);
    expect(fake.requests.length).toBe(asked);
  });

  test.each([
    ['a different amount', (f: StripeFake, id: string) => f.setAmount(id, 100)],
    ['another currency', (f: StripeFake, id: string) => void (f.sessions.get(id)!.currency = 'usd')],
    ['no metadata', (f: StripeFake, id: string) => void (f.sessions.get(id)!.metadata = {})],
  ])('a paid session with %s is not accepted', async (_what, tamper) => {
    const { id } = await s.fresh();
    await s.pay(id);
    const session = await sessionOf(id);
    fake.markPaid(session.id);
    tamper(fake, session.id);
    expect((await s.call('verifyStripe', { success: true, appointmentId: id })).json()).toEqual(NOT_COMPLETED);
    expect((await s.stored(id)).payment).toBe(false);
  });

  // An earlier session of its own that was paid settles it: payments-expiry-stripe.test.ts.
  test("another appointment's paid session does not pay this one", async () => {
    const [mine, other] = [await s.fresh(), await s.fresh()];
    await s.pay(mine.id);
    await s.pay(other.id);
    const others = await sessionOf(other.id);
    fake.markPaid(others.id);
    expect((await s.call('verifyStripe', { success: true, appointmentId: mine.id, sessionId: others.id })).statusCode).toBe(402);
    expect((await s.stored(mine.id)).payment).toBe(false);
    // It is the other appointment's money: neither taken for this one nor refunded.
    expect(fake.charged(others.payment_intent!)).toBe(true);
  });

  test("another patient can neither start nor verify payment of Asha's appointment", async () => {
    const { id } = await s.fresh();
    const sessions = fake.sessions.size;
    for (const path of ['payment-stripe', 'verifyStripe'] as const) {
      const res = await s.call(path, { success: true, appointmentId: id }, s.rohanToken);
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
      const missing = await s.call(path, { success: true, appointmentId: '00000000-0000-4000-8000-000000000000' });
      expect([missing.statusCode, missing.json()]).toEqual([404, NOT_FOUND]);
    }
    expect(fake.sessions.size).toBe(sessions);
    expect(await s.stored(id)).toMatchObject({ payment: false, paymentSessionId: null });
  });

  test.each([
    ['paid', 'This appointment is already paid'],
    ['cancelled', 'This appointment was cancelled and cannot be paid'],
    ['completed', 'This appointment is completed and cannot be paid online'],
  ] as const)('a %s appointment cannot be paid', async (state, message) => {
    const sessions = fake.sessions.size;
    const res = await s.call('payment-stripe', { appointmentId: s.seeded[state].id });
    expect([res.statusCode, res.json()]).toEqual([409, { success: false, message }]);
    expect(fake.sessions.size).toBe(sessions);
  });

  test('a webhook with a bad, missing or stale signature is refused and changes nothing', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const session = await sessionOf(id);
    fake.markPaid(session.id);
    const event = fake.event(session.id);
    const [payload, header] = signed(event);
    const tampered = payload.replace('"paid"', '"paid" ');
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const attempts = [
      [payload, signed(event, 'whsec_wrong')[1]],
      [payload, undefined],
      [tampered, header],
      [payload, stale],
      ['{not json', 'garbage'],
    ];
    for (const [body, signature] of attempts) {
      const res = await webhook(body!, signature);
      expect([res.statusCode, res.json()]).toEqual([400, { success: false, message: 'Invalid signature' }]);
    }
    expect((await s.stored(id)).payment).toBe(false);
    expect(await t.database.db.select().from(processedPaymentEvents).where(eq(processedPaymentEvents.id, event.id))).toEqual([]);
  });

  test('a signed checkout.session.completed marks it paid; the same event replayed changes nothing', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const session = await sessionOf(id);
    fake.markPaid(session.id);
    const [payload, header] = signed(fake.event(session.id));
    const res = await webhook(payload, header);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: '', received: true }]);
    expect((await s.stored(id)).payment).toBe(true);
    // Were the event applied again, it would set payment back to true after this reset.
    await t.database.db.update(appointments).set({ payment: false }).where(eq(appointments.id, id));
    const replay = await webhook(payload, header);
    expect([replay.statusCode, replay.json()]).toEqual([200, { success: true, message: '', received: true }]);
    expect((await s.stored(id)).payment).toBe(false);
  });

  test('signed events that do not show the full fee paid change nothing', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const session = await sessionOf(id);
    const unpaid = fake.event(session.id);
    fake.markPaid(session.id);
    fake.setAmount(session.id, 1);
    for (const event of [unpaid, fake.event(session.id), fake.event(session.id, 'checkout.session.expired')]) {
      expect((await webhook(...signed(event))).statusCode).toBe(200);
    }
    expect((await s.stored(id)).payment).toBe(false);
  });

  test.each([
    // The wording of field errors belongs to the shared error handler; here it must name the field.
    ['an invalid id', { appointmentId: 'abc' }, 'Appointment is missing or invalid'],
    ['no appointment id', {}, 'Appointment is missing or invalid'],
    ['malformed JSON', '{"appointmentId": ', 'The request body is not valid JSON'],
  ])('payment-stripe with %s answers 400', async (_what, payload, message: unknown) => {
    const headers = { token: s.ashaToken, 'content-type': 'application/json' };
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const res = await t.inject({ method: 'POST', url: '/api/user/payment-stripe', headers, payload: body });
    expect([res.statusCode, res.json()]).toEqual([400, { success: false, message }]);
  });

  test('verify needs an appointment id and a token', async () => {
    expect((await s.call('verifyStripe', { success: true })).statusCode).toBe(400);
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/verifyStripe',
      payload: { success: true, appointmentId: s.seeded.unpaid.id },
    });
    expect([res.statusCode, res.json().success]).toEqual([401, false]);
  });

  test("a Stripe outage answers 502 without Stripe's words, and the demo checkout does not exist", async () => {
    const { id } = await s.fresh();
    // Only the calls under test fail: a sweep running beside them asks other things.
    fake.failNext(1, /^\/v1\/checkout\/sessions$/);
    const res = await s.call('payment-stripe', { appointmentId: id });
    expect([res.statusCode, res.json()]).toEqual([502, { success: false, message: 'Payment provider is unavailable, please try again' }]);
    await s.pay(id);
    fake.failNext(1, new RegExp(`^/v1/checkout/sessions/${(await sessionOf(id)).id}$`));
    expect((await s.call('verifyStripe', { success: true, appointmentId: id })).statusCode).toBe(502);
    expect((await t.inject('/api/payments/demo/checkout/demo_cs_abc')).statusCode).toBe(404);
  });
});

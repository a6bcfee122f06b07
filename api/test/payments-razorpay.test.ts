// Decision 31: paying through Razorpay Payment Links, verified by signature and by asking Razorpay.
import { eq } from 'drizzle-orm';
import { appointments, processedPaymentEvents } from '../src/db/schema';
import { signCallback } from '../src/features/payments/razorpay-signatures';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { sessionRow } from './support/checkout';
import { DATABASES } from './support/harness';
import { NOT_COMPLETED, NOT_FOUND, PAID } from './support/payments';
import { RAZORPAY_KEYS, startRazorpayApp, type RazorpayApp } from './support/razorpay-payments';

const INVALID_SIGNATURE = { success: false, message: 'Invalid signature' };
const UNAVAILABLE = { success: false, message: 'Payment provider is unavailable, please try again' };
const RECEIVED = { success: true, message: '', received: true };

describe.each(DATABASES)('payments through Razorpay on %s', (kind) => {
  let r: RazorpayApp;
  beforeAll(async () => {
    r = await startRazorpayApp(kind);
  });
  afterEach(() => {
    r.fake.setDown(false);
    r.fake.failNext(0);
  });
  afterAll(async () => {
    await r.t.close();
    await r.fake.close();
  });

  test("payment-razorpay opens a Payment Link for the doctor's fee in paise, tied to the appointment", async () => {
    const { id } = await r.s.fresh();
    const res = await r.post('payment-razorpay', { appointmentId: id });
    expect(res.statusCode).toBe(200);
    const { paymentSessionId } = await r.s.stored(id);
    const link = r.fake.links.get(paymentSessionId!)!;
    expect(res.json()).toEqual({ success: true, message: '', session_url: link.short_url });
    expect(link.request).toMatchObject({
      amount: DEMO_DOCTORS[0]!.fees * 100,
      currency: 'INR',
      accept_partial: false,
      description: expect.stringContaining(DEMO_DOCTORS[0]!.name),
      notes: { appointmentId: id },
      callback_url: `https://clinic.example/verify?appointmentId=${id}&provider=razorpay`,
      callback_method: 'get',
    });
    expect(link.reference_id.length).toBeLessThanOrEqual(40);
    expect(r.fake.requests.at(-1)!.authorization).toBe(
      `Basic ${Buffer.from(`${RAZORPAY_KEYS.keyId}:${RAZORPAY_KEYS.keySecret}`).toString('base64')}`,
    );
    expect(await sessionRow(r.t, link.id)).toMatchObject({
      provider: 'razorpay',
      status: 'open',
      amountPaise: DEMO_DOCTORS[0]!.fees * 100,
    });
    // A second start is a new link with its own reference; the first can no longer be paid.
    const again = await r.start(id);
    expect(r.fake.links.get(again.linkId)!.reference_id).not.toBe(link.reference_id);
    expect(link.status).toBe('cancelled');
  });

  test('the patient pays on the hosted page and comes back: verify marks it paid, once', async () => {
    const { id } = await r.s.fresh();
    const { linkId } = await r.start(id);
    const callback = r.fake.pay(linkId);
    const res = await r.verify(id, callback);
    expect([res.statusCode, res.json()]).toEqual([200, PAID]);
    const after = await r.s.stored(id);
    expect(after).toMatchObject({ payment: true, paymentSessionId: linkId });
    expect(await sessionRow(r.t, linkId)).toMatchObject({ status: 'paid', paymentIntent: callback.razorpay_payment_id });
    const again = await r.verify(id, callback);
    expect([again.statusCode, again.json()]).toEqual([200, PAID]);
    expect(await r.s.stored(id)).toEqual(after);
    expect(r.refundsOf(linkId)).toEqual([]);
  });

  test('a forged or altered return is refused with 400 and changes nothing', async () => {
    const { id } = await r.s.fresh();
    const { linkId } = await r.start(id);
    const callback = r.fake.pay(linkId);
    const forged = [
      { ...callback, razorpay_signature: 'a'.repeat(64) },
      { ...callback, razorpay_signature: signCallback(callback, 'not-the-key-secret') },
      { ...callback, razorpay_payment_link_status: 'created' },
      { ...callback, razorpay_payment_id: 'pay_SomeoneElses01' },
    ];
    for (const attempt of forged) {
      const res = await r.verify(id, attempt);
      expect([res.statusCode, res.json()]).toEqual([400, INVALID_SIGNATURE]);
    }
    expect((await r.s.stored(id)).payment).toBe(false);
  });

  test('a correctly signed return for a link Razorpay does not show paid is not a payment', async () => {
    const { id } = await r.s.fresh();
    const { linkId } = await r.start(id);
    const link = r.fake.links.get(linkId)!;
    // As if the key secret had leaked: the signature is right, the link is still unpaid at Razorpay.
    const fields = {
      razorpay_payment_id: 'pay_NotReallyPaid01',
      razorpay_payment_link_id: linkId,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
    };
    const res = await r.verify(id, { ...fields, razorpay_signature: signCallback(fields, RAZORPAY_KEYS.keySecret) });
    expect([res.statusCode, res.json()]).toEqual([402, NOT_COMPLETED]);
    expect((await r.s.stored(id)).payment).toBe(false);
  });

  test.each([
    ['a different amount', (r: RazorpayApp, linkId: string) => r.fake.setAmount(linkId, 100)],
    ['another currency', (r: RazorpayApp, linkId: string) => r.fake.setCurrency(linkId, 'USD')],
  ])('a link paid with %s does not pay the appointment, and the money goes back', async (_what, tamper) => {
    const { id } = await r.s.fresh();
    const { linkId } = await r.start(id);
    const callback = r.fake.pay(linkId);
    tamper(r, linkId);
    const res = await r.verify(id, callback);
    expect([res.statusCode, res.json()]).toEqual([402, NOT_COMPLETED]);
    expect((await r.s.stored(id)).payment).toBe(false);
    expect(await sessionRow(r.t, linkId)).toMatchObject({ status: 'refunded' });
    const paid = r.fake.payments.get(callback.razorpay_payment_id)!;
    expect(r.refundsOf(linkId)).toEqual([expect.objectContaining({ amount: paid.amount, status: 'processed' })]);
  });

  test("another appointment's paid link does not pay this one, and is neither taken nor refunded", async () => {
    const [mine, other] = [await r.s.fresh(), await r.s.fresh()];
    await r.start(mine.id);
    const { linkId } = await r.start(other.id);
    const callback = r.fake.pay(linkId);
    const res = await r.verify(mine.id, callback);
    expect([res.statusCode, res.json()]).toEqual([402, NOT_COMPLETED]);
    expect((await r.s.stored(mine.id)).payment).toBe(false);
    expect(r.refundsOf(linkId)).toEqual([]);
  });

  test("another patient can neither start nor verify payment of Asha's appointment", async () => {
    const { id } = await r.s.fresh();
    const links = r.fake.links.size;
    const start = await r.post('payment-razorpay', { appointmentId: id }, r.s.rohanToken);
    expect([start.statusCode, start.json()]).toEqual([404, NOT_FOUND]);
    const { linkId } = await r.start(id);
    const verify = await r.verify(id, r.fake.pay(linkId), r.s.rohanToken);
    expect([verify.statusCode, verify.json()]).toEqual([404, NOT_FOUND]);
    expect(r.fake.links.size).toBe(links + 1);
    expect((await r.s.stored(id)).payment).toBe(false);
  });

  test('a signed payment_link.paid webhook marks it paid; the event replayed changes nothing', async () => {
    const { id } = await r.s.fresh();
    const { linkId } = await r.start(id);
    r.fake.pay(linkId);
    const first = r.webhook(linkId);
    const res = await first.response;
    expect([res.statusCode, res.json()]).toEqual([200, RECEIVED]);
    expect(await r.s.stored(id)).toMatchObject({ payment: true, paymentSessionId: linkId });
    const events = await r.t.database.db
      .select()
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.id, `razorpay:${first.eventId}`));
    expect(events).toHaveLength(1);
    // Were the event applied again, it would set payment back to true after this reset.
    await r.t.database.db.update(appointments).set({ payment: false }).where(eq(appointments.id, id));
    const replay = await r.webhook(linkId, { eventId: first.eventId }).response;
    expect([replay.statusCode, replay.json()]).toEqual([200, RECEIVED]);
    expect((await r.s.stored(id)).payment).toBe(false);
    await r.t.database.db.update(appointments).set({ payment: true }).where(eq(appointments.id, id));
    // Razorpay delivering it again under a new id (a retry) is a payment already known: nothing refunded.
    expect((await r.webhook(linkId).response).statusCode).toBe(200);
    expect(r.refundsOf(linkId)).toEqual([]);
    expect(await sessionRow(r.t, linkId)).toMatchObject({ status: 'paid' });
  });

  test('a webhook with a bad or missing signature is refused and changes nothing', async () => {
    const { id } = await r.s.fresh();
    const { linkId } = await r.start(id);
    r.fake.pay(linkId);
    const good = r.fake.webhook(linkId, 'fake_webhook_secret');
    const wrong = r.fake.webhook(linkId, 'not-the-secret');
    const attempts: [string, string | undefined][] = [
      [good.payload, wrong.signature],
      [good.payload, undefined],
      [good.payload.replace('"paid"', '"paid" '), good.signature],
      ['{not json', 'garbage'],
    ];
    for (const [payload, signature] of attempts) {
      const headers = {
        'content-type': 'application/json',
        'x-razorpay-event-id': good.eventId,
        ...(signature ? { 'x-razorpay-signature': signature } : {}),
      };
      const res = await r.t.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers, payload });
      expect([res.statusCode, res.json()]).toEqual([400, INVALID_SIGNATURE]);
    }
    expect((await r.s.stored(id)).payment).toBe(false);
    expect(
      await r.t.database.db
        .select()
        .from(processedPaymentEvents)
        .where(eq(processedPaymentEvents.id, `razorpay:${good.eventId}`)),
    ).toEqual([]);
  });

  test('other signed events are acknowledged and change nothing', async () => {
    const { id } = await r.s.fresh();
    const { linkId } = await r.start(id);
    r.fake.pay(linkId);
    for (const event of ['payment_link.cancelled', 'payment_link.expired', 'refund.processed']) {
      expect((await r.webhook(linkId, { event }).response).statusCode).toBe(200);
    }
    expect((await r.s.stored(id)).payment).toBe(false);
  });

  test('Razorpay down: 502 without its words, and nothing recorded', async () => {
    const { id } = await r.s.fresh();
    r.fake.setDown(true);
    const start = await r.post('payment-razorpay', { appointmentId: id });
    expect([start.statusCode, start.json()]).toEqual([502, UNAVAILABLE]);
    r.fake.setDown(false);
    const { linkId } = await r.start(id);
    const callback = r.fake.pay(linkId);
    r.fake.failNext(1, new RegExp(`^/v1/payment_links/${linkId}$`));
    const verify = await r.verify(id, callback);
    expect([verify.statusCode, verify.json()]).toEqual([502, UNAVAILABLE]);
    expect((await r.s.stored(id)).payment).toBe(false);
    // Back up: the same return now settles it.
    expect((await r.verify(id, callback)).json()).toEqual(PAID);
  });

  test("Stripe's calls and webhook answer 409 while the clinic takes payments through Razorpay", async () => {
    const { id } = await r.s.fresh();
    const message = 'This clinic takes online payments through Razorpay, not Stripe';
    for (const path of ['payment-stripe', 'verifyStripe']) {
      const res = await r.post(path, { appointmentId: id, success: true });
      expect([res.statusCode, res.json()]).toEqual([409, { success: false, message }]);
    }
    const hook = await r.t.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([hook.statusCode, hook.json()]).toEqual([409, { success: false, message }]);
  });

  test("the patient's appointment list names the provider, so Pay Online makes the matching call", async () => {
    const res = await r.t.inject({ url: '/api/user/appointments', headers: { token: r.s.ashaToken } });
    expect(res.json()).toMatchObject({ success: true, paymentProvider: 'razorpay' });
  });

  test.each([
    ['no appointment id', { appointmentId: undefined }, 'Appointment is missing or invalid'],
    ['a signature that is not hex', { razorpay_signature: 'zz' }, 'Razorpay signature is missing or invalid'],
    ['a link id of another kind', { razorpay_payment_link_id: 'cs_test_123' }, 'Razorpay payment link id is missing or invalid'],
  ])('verifyRazorpay with %s answers 400', async (_what, change, message) => {
    const { id } = await r.s.fresh();
    const { linkId } = await r.start(id);
    // JSON leaves out what is undefined.
    const res = await r.post('verifyRazorpay', { appointmentId: id, ...r.fake.pay(linkId), ...change });
    expect([res.statusCode, res.json()]).toEqual([400, { success: false, message }]);
    expect((await r.s.stored(id)).payment).toBe(false);
  });
});

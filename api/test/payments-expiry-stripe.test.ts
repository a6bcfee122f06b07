import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { doctors, messageEvents, messages } from '../src/db/schema';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import {
  anotherReplica,
  openedMinutesAgo,
  cancelAs,
  eventually,
  inAdminList,
  sessionRow,
  sessionStatuses,
  staffTokens,
  type Canceller,
} from './support/checkout';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { PAID, setUp } from './support/payments';
import { startStripeFake, type StripeFake } from './support/stripe-fake';

const CANCELLED_REFUNDED = { success: false, message: 'This appointment was cancelled; your payment is being refunded' };

describe.each(DRIVER_DATABASES)('Stripe checkout sessions expire, and money that does not settle is refunded, on %s', (kind) => {
  let t: TestApp;
  let fake: StripeFake;
  let s: Awaited<ReturnType<typeof setUp>>;
  let staff: Awaited<ReturnType<typeof staffTokens>>;
  const SECRET = 'whsec_test';
  beforeAll(async () => {
    fake = await startStripeFake();
    const env = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: fake.url };
    t = await startTestApp(kind, { ...env, PUBLIC_URL: 'https://clinic.example', AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    s = await setUp(t);
    staff = await staffTokens(t);
  });
  afterEach(() => {
    fake.setDown(false);
    fake.failNext(0);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const current = async (id: string) => (await s.stored(id)).paymentSessionId!;
  const atStripe = (id: string) => [...fake.sessions.values()].filter((x) => x.metadata.appointmentId === id);
  const refundsOf = (sessionId: string) =>
    [...fake.refunds.values()].filter((r) => r.payment_intent === fake.sessions.get(sessionId)!.payment_intent);
  const webhook = (sessionId: string) => {
    const payload = JSON.stringify(fake.event(sessionId));
    const headers = {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    };
    return t.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers, payload });
  };
  const cancel = (id: string, who: Canceller = 'patient') => cancelAs(t, { patient: s.ashaToken, ...staff }, id, who);
  /** "Payment received" for the appointment, queued or already made into messages. */
  const paymentNews = async (id: string) => [
    ...(await t.database.db
      .select({ id: messageEvents.id })
      .from(messageEvents)
      .where(and(eq(messageEvents.subjectId, id), eq(messageEvents.kind, 'paid')))),
    ...(await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(like(messages.idempotencyKey, `paid:%:${id}`))),
  ];
  const expiredAtStripe = (sessionId: string) =>
    eventually(
      () => fake.sessions.get(sessionId)!.status,
      (status) => status === 'expired',
      `expired at Stripe`,
    );

  test('a payment Stripe took with no webhook and no return is recorded by a sweep; a session just opened is left to the patient', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const sessionId = await current(id);
    // Paid at Stripe; the webhook never comes and the api died before the patient's return was recorded.
    fake.markPaid(sessionId);
    const asked = () => fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`).length;
    await anotherReplica(t).sweeper.sweep();
    expect(asked()).toBe(0);
    expect((await s.stored(id)).payment).toBe(false);
    await openedMinutesAgo(t, sessionId, 2);
    // Two replicas' sweeps at once: one claims the session and asks Stripe, the other leaves it.
    await Promise.all([anotherReplica(t).sweeper.sweep(), anotherReplica(t).sweeper.sweep()]);
    // The app's own minute sweep may be the one that claimed it, and still be asking.
    await eventually(
      () => s.stored(id),
      (row) => row.payment,
      'recorded',
    );
    expect(asked()).toBe(1);
    expect(await s.stored(id)).toMatchObject({ payment: true, paymentSessionId: sessionId });
    expect(await sessionStatuses(t, id)).toEqual({ [sessionId]: 'paid' });
  });

  test('starting payment again expires the earlier session at Stripe: only the newest can be paid', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const first = await current(id);
    await s.pay(id);
    const second = await current(id);
    expect(fake.sessions.get(first)!.status).toBe('expired');
    expect(() => fake.markPaid(first)).toThrow(/expired/);
    expect(
      atStripe(id)
        .filter((x) => x.status === 'open')
        .map((x) => x.id),
    ).toEqual([second]);

    fake.markPaid(second);
    // The browser comes back from the first tab's cancel link; the current session is what paid.
    expect((await s.call('verifyStripe', { success: false, appointmentId: id, sessionId: first })).json()).toEqual(PAID);
    expect(await sessionStatuses(t, id)).toEqual({ [first]: 'expired', [second]: 'paid' });
    expect(refundsOf(second)).toEqual([]);
  });

  test('a sweep running while the patient starts a payment never expires the checkout the patient is sent to', async () => {
    const { id } = await s.fresh();
    const sweeper = anotherReplica(t).sweeper;
    let starting = true;
    const sweeping = (async () => {
      // Yielding each time: PGlite answers without waiting on I/O, which would starve the requests.
      while (starting) await sweeper.sweep().then(() => new Promise((resolve) => setImmediate(resolve)));
    })();
    const expiredInUse: string[] = [];
    try {
      for (let attempt = 0; attempt < 20; attempt++) {
        await s.pay(id);
        const sentTo = await current(id);
        // Whatever pass was reading while the start wrote has finished after this one.
        await sweeper.sweep();
        if (fake.sessions.get(sentTo)!.status !== 'open') expiredInUse.push(sentTo);
      }
    } finally {
      starting = false;
      await sweeping;
    }
    expect(expiredInUse).toEqual([]);
    expect(Object.values(await sessionStatuses(t, id)).filter((status) => status === 'open')).toHaveLength(1);
  });

  test('a first tab paid before Pay was pressed again settles the appointment, and no second checkout opens', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const first = await current(id);
    fake.markPaid(first);
    const again = await s.call('payment-stripe', { appointmentId: id });
    expect([again.statusCode, again.json()]).toEqual([409, { success: false, message: 'This appointment is already paid' }]);
    expect(atStripe(id)).toHaveLength(1);
    expect(await s.stored(id)).toMatchObject({ payment: true, paymentSessionId: first });
    expect(await sessionStatuses(t, id)).toEqual({ [first]: 'paid' });
  });

  test('when Stripe could not expire the earlier session and both were paid, one settles the appointment and the other is refunded', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const first = await current(id);
    fake.failNext(1_000, /\/expire$/);
    await s.pay(id);
    const second = await current(id);
    fake.markPaid(first);
    fake.markPaid(second);
    fake.failNext(0);

    expect((await s.call('verifyStripe', { success: true, appointmentId: id, sessionId: first })).json()).toEqual(PAID);
    const settledBy = await current(id);
    const other = settledBy === first ? second : first;
    expect((await webhook(other)).statusCode).toBe(200);
    expect((await webhook(settledBy)).statusCode).toBe(200);

    expect(await sessionStatuses(t, id)).toEqual({ [settledBy]: 'paid', [other]: 'refunded' });
    expect(refundsOf(other)).toHaveLength(1);
    expect(refundsOf(settledBy)).toEqual([]);
    expect(await s.stored(id)).toMatchObject({ payment: true, paymentSessionId: settledBy });
  });

  test.each(['patient', 'doctor', 'admin'] as const)('a cancel by the %s expires the open session at Stripe at once', async (who) => {
    const { id } = await s.fresh();
    await s.pay(id);
    const session = await current(id);
    expect((await cancel(id, who)).statusCode).toBe(200);
    await expiredAtStripe(session);
    await eventually(
      () => sessionStatuses(t, id),
      (rows) => rows[session] === 'expired',
      'expired in the table',
    );
    expect(() => fake.markPaid(session)).toThrow(/expired/);
  });

  test('deleting a doctor expires the open sessions of the appointments it cancels', async () => {
    const [doctor] = await t.database.db.select().from(doctors).where(eq(doctors.email, DEMO_DOCTORS[5]!.email));
    const row = await s.fresh({ docId: doctor!.id, slotDate: '3_3_2031', slotTime: '12:00' });
    await s.pay(row.id);
    const session = await current(row.id);
    const deleted = await t.inject({
      method: 'POST',
      url: '/api/admin/delete-doctor',
      headers: { atoken: staff.admin },
      // The paid visit is upcoming (it starts after now, however far ahead): the admin confirms its cancel.
      payload: { docId: doctor!.id, cancelAffected: true },
    });
    expect(deleted.statusCode).toBe(200);
    await expiredAtStripe(session);
  });

  test('a payment that still arrives for a cancelled appointment (Stripe was down at the cancel) is recorded and refunded', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const session = await current(id);
    fake.setDown(true);
    expect((await cancel(id)).statusCode).toBe(200);
    await eventually(() => fake.requests.some((r) => r.path.endsWith(`${session}/expire`)), Boolean, 'asked to expire');
    // The patient pays in the tab still open while the clinic cannot reach Stripe; then Stripe is back.
    fake.markPaid(session);
    fake.setDown(false);

    expect((await webhook(session)).statusCode).toBe(200);
    expect(refundsOf(session)).toHaveLength(1);
    expect(await sessionStatuses(t, id)).toEqual({ [session]: 'refunded' });
    expect(await s.stored(id)).toMatchObject({ status: 'cancelled', payment: false });
    // The patient's browser comes back too: told the truth, and nothing is refunded twice.
    const verify = await s.call('verifyStripe', { success: true, appointmentId: id, sessionId: session });
    expect([verify.statusCode, verify.json()]).toEqual([409, CANCELLED_REFUNDED]);
    expect(refundsOf(session)).toHaveLength(1);
  });

  test('paid, then cancelled before the webhook arrived: refunded at the cancel, and the late webhook changes nothing', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const session = await current(id);
    fake.markPaid(session);
    expect((await cancel(id)).statusCode).toBe(200);
    await eventually(
      () => sessionStatuses(t, id),
      (rows) => rows[session] === 'refunded',
      'refunded',
    );
    expect((await webhook(session)).statusCode).toBe(200);
    expect(refundsOf(session)).toHaveLength(1);
    expect(await s.stored(id)).toMatchObject({ status: 'cancelled', payment: false });
  });

  test('Stripe down during the refund: kept as refund_failed, shown to the admin as cancelled and paid, refunded by the next sweep', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const session = await current(id);
    fake.markPaid(session);
    fake.failNext(1_000, /^\/v1\/refunds$/);
    expect((await cancel(id)).statusCode).toBe(200);
    const failed = await eventually(
      () => sessionRow(t, session),
      (row) => row?.status === 'refund_failed',
      'refund_failed',
    );
    expect(failed).toMatchObject({
      paymentIntent: fake.sessions.get(session)!.payment_intent,
      lastError: expect.stringContaining('refund'),
    });
    expect(refundsOf(session)).toEqual([]);
    expect(await inAdminList(t, staff.admin, id)).toMatchObject({ cancelled: true, payment: true });
    // The money held is not news of a payment: the patient of a cancelled visit is not told "payment received"
    // (the messages hear the events, and a failed refund is a `refunded` one; decision 54).
    expect(await paymentNews(id)).toEqual([]);

    fake.failNext(0);
    await anotherReplica(t).sweeper.sweep();
    expect(await sessionStatuses(t, id)).toEqual({ [session]: 'refunded' });
    expect(refundsOf(session)).toHaveLength(1);
    expect(await inAdminList(t, staff.admin, id)).toMatchObject({ cancelled: true, payment: false });
    // Swept again (every replica sweeps): nothing more is refunded.
    await anotherReplica(t).sweeper.sweep();
    expect(refundsOf(session)).toHaveLength(1);
  });

  test('a wrong amount paid is never accepted, and goes back', async () => {
    const { id } = await s.fresh();
    await s.pay(id);
    const session = await current(id);
    fake.markPaid(session);
    fake.setAmount(session, 100);
    expect((await s.call('verifyStripe', { success: true, appointmentId: id })).statusCode).toBe(402);
    expect((await s.stored(id)).payment).toBe(false);
    expect(await sessionStatuses(t, id)).toEqual({ [session]: 'refunded' });
  });
});

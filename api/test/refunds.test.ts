// Issue 23 (decision 49): a paid appointment that is cancelled gets its money back, once, through the
// provider that took it, whoever cancels it; the patient and staff see the refund start and finish.
import { eq } from 'drizzle-orm';
import type { Appointment } from '@clinic/shared/contract';
import { checkoutSessions, demoPaymentSessions } from '../src/db/schema';
import { dayFromToday } from './support/calendar';
import { anotherReplica, cancelAs, eventually, sessionRow, staffTokens, type Canceller } from './support/checkout';
import { myAppointments } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { PAID, setUp } from './support/payments';
import { startStripeFake, type StripeFake } from './support/stripe-fake';

/** What both providers' suites share: Asha's paid appointments with Dr. Ananya, cancelled by anyone. */
async function refundsSetUp(t: TestApp) {
  const s = await setUp(t);
  const staff = await staffTokens(t);
  const ananya = (await t.inject({ url: '/api/doctor/profile', headers: { dtoken: staff.doctor } })).json().profileData._id as string;
  const cancel = (id: string, who: Canceller = 'patient') => cancelAs(t, { patient: s.ashaToken, ...staff }, id, who);
  /** The appointment as the patient's list, the doctor's list and the admin's list show it. */
  const seenBy = async (id: string) => {
    const list = async (url: string, headers: Record<string, string>) =>
      ((await t.inject({ url, headers })).json().appointments as Appointment[]).find((a) => a._id === id);
    return {
      patient: (await myAppointments(t, s.ashaToken)).find((a) => a._id === id),
      doctor: await list('/api/doctor/appointments', { dtoken: staff.doctor }),
      admin: await list('/api/admin/appointments', { atoken: staff.admin }),
    };
  };
  const refundStatuses = async (id: string) => {
    const seen = await seenBy(id);
    return [seen.patient?.refundStatus, seen.doctor?.refundStatus, seen.admin?.refundStatus];
  };
  /** The admin dashboard's refunds not yet back: appointment id → refund status. */
  const owedOnDashboard = async () =>
    Object.fromEntries(
      (
        (await t.inject({ url: '/api/admin/dashboard', headers: { atoken: staff.admin } })).json().dashData.refundsOwed as Appointment[]
      ).map((a) => [a._id, a.refundStatus]),
    );
  const earnings = async () =>
    (await t.inject({ url: '/api/doctor/dashboard', headers: { dtoken: staff.doctor } })).json().dashData.earnings as number;
  return { ...s, staff, ananya, cancel, seenBy, refundStatuses, owedOnDashboard, earnings };
}

describe.each(DRIVER_DATABASES)('refunds through the demo provider, on %s', (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof refundsSetUp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    s = await refundsSetUp(t);
  });
  afterAll(() => t.close());

  /** A paid appointment with Dr. Ananya, paid on the demo page and verified. */
  async function paid(values: { slotDate?: string } = {}) {
    const row = await s.fresh({ docId: s.ananya, ...values });
    const { path, sessionId } = await s.checkout(row.id);
    await s.submitForm(`${path}/pay`);
    expect((await s.call('verifyStripe', { success: true, appointmentId: row.id, sessionId })).json()).toEqual(PAID);
    return { ...row, sessionId };
  }
  const demoStatus = async (sessionId: string) =>
    (await t.database.db.select().from(demoPaymentSessions).where(eq(demoPaymentSessions.id, sessionId)))[0]!.status;

  test.each<Canceller>(['doctor', 'admin', 'patient'])(
    'the %s cancels a paid appointment: the full fee goes back, and everyone sees it',
    async (who) => {
      const { id, sessionId, amount } = await paid();
      const before = await s.earnings();
      expect((await s.cancel(id, who)).statusCode).toBe(200);
      // The cancel itself marks the money owed: nobody sees a cancelled paid visit with no refund coming.
      expect(['pending', 'refunded']).toContain((await s.seenBy(id)).patient?.refundStatus);
      await eventually(
        () => s.refundStatuses(id),
        (all) => all.every((x) => x === 'refunded'),
        'refunded for all three',
      );
      expect(await demoStatus(sessionId)).toBe('refunded');
      expect(await sessionRow(t, sessionId)).toMatchObject({ status: 'refunded', amountPaise: amount * 100, attempts: 1 });
      expect((await s.seenBy(id)).patient).toMatchObject({ cancelled: true, payment: false, refundStatus: 'refunded' });
      // Decision 20: a cancelled appointment earns nothing, paid or not.
      expect(await s.earnings()).toBe(before - amount);
    },
  );

  test('cancelled twice at once (doctor and admin): one cancel wins, and the money goes back once', async () => {
    const { id, sessionId } = await paid();
    const answers = await Promise.all([s.cancel(id, 'doctor'), s.cancel(id, 'admin')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await eventually(
      () => sessionRow(t, sessionId),
      (row) => row?.status === 'refunded',
      'refunded',
    );
    await anotherReplica(t).sweeper.sweep();
    expect(await sessionRow(t, sessionId)).toMatchObject({ status: 'refunded', attempts: 1 });
  });

  test('a clinic closure that cancels a paid appointment refunds it too', async () => {
    const slotDate = dayFromToday(t, 5);
    const { id, sessionId } = await paid({ slotDate });
    const closed = await t.inject({
      method: 'POST',
      url: '/api/admin/add-closure',
      headers: { atoken: s.staff.admin },
      payload: { slotDate, reason: 'Festival', cancelAffected: true },
    });
    expect(closed.statusCode).toBe(200);
    await eventually(
      () => sessionRow(t, sessionId),
      (row) => row?.status === 'refunded',
      'refunded',
    );
    expect((await s.seenBy(id)).patient).toMatchObject({ cancelled: true, refundStatus: 'refunded' });
  });

  test("the demo's seeded paid appointment was paid on the demo checkout: it has a receipt, and is refunded when cancelled", async () => {
    const { id, paymentSessionId } = s.seeded.paid;
    expect((await t.inject({ url: `/api/user/receipt/${id}`, headers: { token: s.ashaToken } })).statusCode).toBe(200);
    expect((await s.cancel(id, 'admin')).statusCode).toBe(200);
    await eventually(
      () => s.refundStatuses(id),
      (all) => all[0] === 'refunded' && all[2] === 'refunded',
      'refunded',
    );
    expect(await demoStatus(paymentSessionId!)).toBe('refunded');
  });

  test('an unpaid appointment cancelled has nothing to refund', async () => {
    const unpaid = await s.fresh({ docId: s.ananya });
    expect((await s.cancel(unpaid.id, 'doctor')).statusCode).toBe(200);
    expect((await s.seenBy(unpaid.id)).patient).not.toHaveProperty('refundStatus');
    const rows = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.appointmentId, unpaid.id));
    expect(rows).toEqual([]);
  });
});

describe.each(DRIVER_DATABASES)('refunds through Stripe, on %s', (kind) => {
  let t: TestApp;
  let fake: StripeFake;
  let s: Awaited<ReturnType<typeof refundsSetUp>>;
  beforeAll(async () => {
    fake = await startStripeFake();
    const env = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_URL: fake.url,
    };
    t = await startTestApp(kind, { ...env, PUBLIC_URL: 'https://clinic.example', AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    s = await refundsSetUp(t);
  });
  afterEach(() => {
    fake.failNext(0);
    fake.refundLater(false);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function paid() {
    const row = await s.fresh({ docId: s.ananya });
    await s.pay(row.id);
    const sessionId = (await s.stored(row.id)).paymentSessionId!;
    fake.markPaid(sessionId);
    expect((await s.call('verifyStripe', { success: true, appointmentId: row.id })).json()).toEqual(PAID);
    return { ...row, sessionId, paymentIntent: fake.sessions.get(sessionId)!.payment_intent! };
  }
  const refundsAtStripe = (paymentIntent: string) => [...fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent);

  test('Stripe fails the refund: the admin sees it failing, the patient sees it started, and a later sweep refunds it once', async () => {
    const { id, sessionId, paymentIntent, amount } = await paid();
    fake.failNext(1_000, /^\/v1\/refunds$/);
    expect((await s.cancel(id, 'doctor')).statusCode).toBe(200);
    await eventually(
      () => sessionRow(t, sessionId),
      (row) => row?.status === 'refund_failed',
      'refund_failed',
    );
    expect(await s.refundStatuses(id)).toEqual(['failed', 'failed', 'failed']);
    expect((await s.seenBy(id)).admin).toMatchObject({ cancelled: true, payment: true, amount });
    expect(refundsAtStripe(paymentIntent)).toEqual([]);
    expect(await s.owedOnDashboard()).toMatchObject({ [id]: 'failed' });

    // Still down at the next sweep: still owed, nothing refunded.
    await anotherReplica(t).sweeper.sweep();
    expect((await sessionRow(t, sessionId))?.status).toBe('refund_failed');

    fake.failNext(0);
    await anotherReplica(t).sweeper.sweep();
    expect(await s.refundStatuses(id)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(refundsAtStripe(paymentIntent)).toEqual([expect.objectContaining({ amount: amount * 100, currency: 'inr' })]);
    expect(await s.owedOnDashboard()).not.toHaveProperty(id);
    await anotherReplica(t).sweeper.sweep();
    expect(refundsAtStripe(paymentIntent)).toHaveLength(1);
  });

  test('a refund Stripe has under way shows as started until Stripe reports it done', async () => {
    const { id, sessionId, paymentIntent } = await paid();
    fake.refundLater(true);
    expect((await s.cancel(id, 'admin')).statusCode).toBe(200);
    await eventually(
      () => sessionRow(t, sessionId),
      (row) => row?.status === 'refund_started',
      'refund_started',
    );
    expect(await s.refundStatuses(id)).toEqual(['pending', 'pending', 'pending']);
    // Checked again while Stripe still has it pending: nothing changes, nothing is refunded twice.
    await anotherReplica(t).sweeper.sweep();
    expect(await s.refundStatuses(id)).toEqual(['pending', 'pending', 'pending']);

    fake.settleRefunds();
    await anotherReplica(t).sweeper.sweep();
    expect(await s.refundStatuses(id)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(refundsAtStripe(paymentIntent)).toHaveLength(1);
    expect((await sessionRow(t, sessionId))?.refundId).toBe(refundsAtStripe(paymentIntent)[0]!.id);
  });

  test('a refund lost between Stripe and the clinic (a crash before it was recorded) is not made twice', async () => {
    const { id, sessionId, paymentIntent } = await paid();
    // Stripe makes the refund, and the answer never reaches the clinic.
    fake.failNext(1_000, /^\/v1\/refunds$/);
    await s.cancel(id, 'patient');
    await eventually(
      () => sessionRow(t, sessionId),
      (row) => row?.status === 'refund_failed',
      'refund_failed',
    );
    fake.failNext(0);
    await fake.refundDirectly(paymentIntent, `refund-${sessionId}`);
    await anotherReplica(t).sweeper.sweep();
    expect(refundsAtStripe(paymentIntent)).toHaveLength(1);
    expect(await s.refundStatuses(id)).toEqual(['refunded', 'refunded', 'refunded']);
  });
});

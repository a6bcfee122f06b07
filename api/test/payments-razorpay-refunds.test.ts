// Money going back through Razorpay, exactly once: Razorpay takes no idempotency key for refunds, so a
// retry must find the refund a lost answer or another replica already made.
import { anotherReplica, eventually, sessionRow, staffTokens } from './support/checkout';
import { DATABASES } from './support/harness';
import { NOT_COMPLETED, PAID } from './support/payments';
import { startRazorpayApp, type RazorpayApp } from './support/razorpay-payments';

describe.each(DATABASES)('refunds through Razorpay on %s', (kind) => {
  let r: RazorpayApp;
  let staff: Awaited<ReturnType<typeof staffTokens>>;
  beforeAll(async () => {
    r = await startRazorpayApp(kind);
    staff = await staffTokens(r.t);
  });
  afterEach(() => {
    r.fake.setDown(false);
    r.fake.failNext(0);
    r.fake.loseAnswers(0, /$^/);
    r.fake.refundLater(false);
  });
  afterAll(async () => {
    await r.t.close();
    await r.fake.close();
  });

  const sweep = () => anotherReplica(r.t).sweeper.sweep();
  const statusOf = async (linkId: string) => (await sessionRow(r.t, linkId))?.status;
  /** Refunds Razorpay holds for the link's payment that did not fail: the money going back. */
  const moneyBack = (linkId: string) => r.refundsOf(linkId).filter((x) => x.status !== 'failed');

  /** A link paid with one rupee for an appointment that costs more: owed back whole. */
  async function underpaid() {
    const { id } = await r.s.fresh();
    const { linkId } = await r.start(id);
    const callback = r.fake.pay(linkId);
    r.fake.setAmount(linkId, 100);
    await r.quiet();
    return { id, linkId, callback };
  }

  test('a second payment for one appointment is refunded once, after Razorpay failed the first try', async () => {
    const { id } = await r.s.fresh();
    const first = await r.start(id);
    // Razorpay could not cancel the first link, so the patient could pay both (two tabs).
    r.fake.failNext(1_000, /\/cancel$/);
    const second = await r.start(id);
    const [, callback] = [r.fake.pay(first.linkId), r.fake.pay(second.linkId)];
    // The sweep the second start began (which could not cancel the first link) is over: verify settles the appointment.
    await r.quiet();
    r.fake.failNext(1_000, /\/refund$/);
    expect((await r.verify(id, callback)).json()).toEqual(PAID);
    expect((await r.webhook(first.linkId).response).statusCode).toBe(200);
    expect(await statusOf(first.linkId)).toBe('refund_failed');
    expect(r.refundsOf(first.linkId)).toEqual([]);

    r.fake.failNext(0);
    await sweep();
    expect(await statusOf(first.linkId)).toBe('refunded');
    expect(moneyBack(first.linkId)).toEqual([
      expect.objectContaining({ status: 'processed', amount: r.fake.links.get(first.linkId)!.amount }),
    ]);
    expect(r.refundsOf(second.linkId)).toEqual([]);
    expect(await r.s.stored(id)).toMatchObject({ payment: true, paymentSessionId: second.linkId });
    await sweep();
    expect(r.refundsOf(first.linkId)).toHaveLength(1);
  });

  test('a refund whose answer was lost is found on the next try, not made again', async () => {
    const { id, linkId, callback } = await underpaid();
    // Razorpay makes the refund and the answer never arrives.
    r.fake.loseAnswers(1, /\/refund$/);
    expect((await r.verify(id, callback)).json()).toEqual(NOT_COMPLETED);
    expect(await statusOf(linkId)).toBe('refund_failed');
    expect(r.refundsOf(linkId)).toHaveLength(1);
    await sweep();
    expect(await statusOf(linkId)).toBe('refunded');
    expect(r.refundsOf(linkId)).toEqual([expect.objectContaining({ amount: 100, status: 'processed' })]);
  });

  test('Razorpay down through a sweep leaves the refund owed; back up, it is made once', async () => {
    const { id, linkId, callback } = await underpaid();
    r.fake.setDown(true);
    expect((await r.verify(id, callback)).statusCode).toBe(502);
    r.fake.setDown(false);
    r.fake.failNext(1_000, /\/refunds?$/);
    expect((await r.verify(id, callback)).json()).toEqual(NOT_COMPLETED);
    expect(await statusOf(linkId)).toBe('refund_failed');
    await sweep();
    expect(await statusOf(linkId)).toBe('refund_failed');
    r.fake.failNext(0);
    await sweep();
    await sweep();
    expect(await statusOf(linkId)).toBe('refunded');
    expect(r.refundsOf(linkId)).toHaveLength(1);
  });

  test('a refund Razorpay has pending is started until processed; one that fails is made again, once', async () => {
    const { id, linkId, callback } = await underpaid();
    r.fake.refundLater(true);
    expect((await r.verify(id, callback)).json()).toEqual(NOT_COMPLETED);
    expect(await statusOf(linkId)).toBe('refund_started');
    await sweep();
    expect(await statusOf(linkId)).toBe('refund_started');

    r.fake.settleRefunds('failed');
    await sweep();
    expect(await statusOf(linkId)).toBe('refund_failed');
    await sweep();
    expect(await statusOf(linkId)).toBe('refund_started');
    expect(moneyBack(linkId)).toHaveLength(1);

    r.fake.settleRefunds('processed');
    await sweep();
    expect(await statusOf(linkId)).toBe('refunded');
    expect((await sessionRow(r.t, linkId))?.refundId).toBe(moneyBack(linkId)[0]!.id);
    expect(r.refundsOf(linkId).map((x) => x.status)).toEqual(['failed', 'processed']);
  });

  test('staff cancel a paid appointment: refunded through Razorpay once, after a failed try', async () => {
    const { id } = await r.s.fresh();
    const { linkId } = await r.start(id);
    expect((await r.verify(id, r.fake.pay(linkId))).json()).toEqual(PAID);
    r.fake.failNext(1_000, /\/refund$/);
    const cancel = await r.t.inject({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      headers: { atoken: staff.admin },
      payload: { appointmentId: id },
    });
    expect(cancel.statusCode).toBe(200);
    await eventually(
      () => statusOf(linkId),
      (status) => status === 'refund_failed',
      'refund_failed',
    );
    expect(r.refundsOf(linkId)).toEqual([]);
    r.fake.failNext(0);
    await sweep();
    expect(await statusOf(linkId)).toBe('refunded');
    expect(await r.s.stored(id)).toMatchObject({ status: 'cancelled', payment: false, refundStatus: 'refunded' });
    await sweep();
    expect(r.refundsOf(linkId)).toEqual([expect.objectContaining({ amount: r.fake.links.get(linkId)!.amount, status: 'processed' })]);
  });
});

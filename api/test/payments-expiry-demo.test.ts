import { eq } from 'drizzle-orm';
import { demoPaymentSessions } from '../src/db/schema';
import { anotherReplica, eventually, openedMinutesAgo, sessionStatuses } from './support/checkout';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { NOT_COMPLETED, PAID, setUp } from './support/payments';

const CANCELLED_REFUNDED = { success: false, message: 'This appointment was cancelled; your payment is being refunded' };

describe.each(DRIVER_DATABASES)('demo checkout sessions expire, and money that does not settle is refunded, on %s', (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    s = await setUp(t);
  });
  afterAll(() => t.close());

  const demoStatus = async (sessionId: string) =>
    (await t.database.db.select().from(demoPaymentSessions).where(eq(demoPaymentSessions.id, sessionId)))[0]!.status;
  const cancel = (id: string) =>
    t.inject({ method: 'POST', url: '/api/user/cancel-appointment', headers: { token: s.ashaToken }, payload: { appointmentId: id } });
  const payable = async (path: string) => (await t.inject(path)).body.includes('(demo)</button>');

  test('a demo payment taken when the api died before the return was recorded is recorded by the next sweep', async () => {
    const { id } = await s.fresh();
    const { sessionId, path } = await s.checkout(id);
    await s.submitForm(`${path}/pay`);
    expect((await s.stored(id)).payment).toBe(false);
    // Opened over a minute ago, as after a restart: the sweep (which runs on start) asks about it.
    await openedMinutesAgo(t, sessionId, 2);
    await anotherReplica(t).sweeper.sweep();
    // The api's own sweep may have claimed the session a moment before this one (each is asked about once a
    // minute, by whichever replica claims it first); either way it is recorded without the patient's return.
    await eventually(
      () => s.stored(id),
      (row) => row.payment,
      'recorded as paid',
    );
    expect(await s.stored(id)).toMatchObject({ payment: true, paymentSessionId: sessionId });
    expect(await sessionStatuses(t, id)).toEqual({ [sessionId]: 'paid' });
  });

  test('starting payment again expires the earlier demo checkout: its page says so, and paying it pays nothing', async () => {
    const { id } = await s.fresh();
    const first = await s.checkout(id);
    const second = await s.checkout(id);
    expect(await payable(first.path)).toBe(false);
    expect((await t.inject(first.path)).body).toContain('This demo payment has expired');
    const late = await s.submitForm(`${first.path}/pay`);
    expect(late.headers.location).toMatch(/\/verify\?success=false&/);
    expect(await demoStatus(first.sessionId)).toBe('expired');
    expect((await s.call('verifyStripe', { success: true, appointmentId: id, sessionId: first.sessionId })).json()).toEqual(NOT_COMPLETED);

    expect(await payable(second.path)).toBe(true);
    await s.submitForm(`${second.path}/pay`);
    expect((await s.call('verifyStripe', { success: true, appointmentId: id, sessionId: second.sessionId })).json()).toEqual(PAID);
    expect(await sessionStatuses(t, id)).toEqual({ [first.sessionId]: 'expired', [second.sessionId]: 'paid' });
  });

  test('a first tab paid before Pay was pressed again settles the appointment, and no second checkout opens', async () => {
    const { id } = await s.fresh();
    const first = await s.checkout(id);
    await s.submitForm(`${first.path}/pay`);
    const again = await s.call('payment-stripe', { appointmentId: id });
    expect([again.statusCode, again.json()]).toEqual([409, { success: false, message: 'This appointment is already paid' }]);
    expect(await s.stored(id)).toMatchObject({ payment: true, paymentSessionId: first.sessionId });
    expect(await sessionStatuses(t, id)).toEqual({ [first.sessionId]: 'paid' });
  });

  test('cancelling expires the open demo checkout at once', async () => {
    const { id } = await s.fresh();
    const { path, sessionId } = await s.checkout(id);
    expect((await cancel(id)).statusCode).toBe(200);
    await eventually(
      () => demoStatus(sessionId),
      (status) => status === 'expired',
      'expired',
    );
    expect(await payable(path)).toBe(false);
    await s.submitForm(`${path}/pay`);
    expect(await demoStatus(sessionId)).toBe('expired');
    expect(await s.stored(id)).toMatchObject({ status: 'cancelled', payment: false });
  });

  test('paid, then cancelled before the browser came back: the payment is refunded and the patient is told', async () => {
    const { id } = await s.fresh();
    const { path, sessionId } = await s.checkout(id);
    const paid = await s.submitForm(`${path}/pay`);
    expect((await cancel(id)).statusCode).toBe(200);
    await eventually(
      () => sessionStatuses(t, id),
      (rows) => rows[sessionId] === 'refunded',
      'refunded',
    );
    expect(await demoStatus(sessionId)).toBe('refunded');
    // The browser arrives at the success link it was sent to.
    expect(new URL(paid.headers.location as string).searchParams.get('success')).toBe('true');
    const verify = await s.call('verifyStripe', { success: true, appointmentId: id, sessionId });
    expect([verify.statusCode, verify.json()]).toEqual([409, CANCELLED_REFUNDED]);
    expect(await s.stored(id)).toMatchObject({ status: 'cancelled', payment: false });
    expect((await t.inject(path)).body).toContain('This demo payment was refunded.');
  });
});

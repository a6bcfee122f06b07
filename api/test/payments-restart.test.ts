import { eq, inArray } from 'drizzle-orm';
import { appointments, checkoutSessions } from '../src/db/schema';
import { buildApi, call, cleanUp, killAllApis, startApi } from './reliability/support/api-process';
import { bookingBody, freeTargets, signUpPatients } from './reliability/support/clinic-load';
import { eventually } from './support/checkout';
import { DRIVER_DATABASES } from './support/harness';
import { restartableDatabase, type RestartableDatabase } from './support/restartable-database';
import { startStripeFake, type StripeFake } from './support/stripe-fake';

/**
 * The api as it runs in production, killed with SIGKILL while Stripe is failing: what it still owed
 * (an expiry, a refund) is in the table, and the restarted api finishes it with no one asking.
 */
describe.each(DRIVER_DATABASES)('checkout work left by a SIGKILL is finished after a restart, on %s', (kind) => {
  let bundle: Awaited<ReturnType<typeof buildApi>> | undefined;
  let fake: StripeFake | undefined;
  let database: RestartableDatabase | undefined;
  beforeAll(async () => {
    [bundle, fake] = await Promise.all([buildApi(), startStripeFake()]);
    database = await restartableDatabase(kind, 'clinic_payments_restart');
  });
  afterAll(() =>
    cleanUp(
      killAllApis,
      () => database?.drop(),
      () => fake?.close(),
      () => bundle?.remove(),
    ),
  );

  test('a refund that failed and an expiry that failed both happen after the restart', async () => {
    const env = {
      ...database!.env,
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '1000',
      ACCOUNT_RATE_LIMIT: '1000',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_API_URL: fake!.url,
      PUBLIC_URL: 'https://clinic.example',
    };
    const first = await startApi(bundle!.bundle, env);
    const { token } = (await signUpPatients(first.url, 1, `payments-${kind}`))[0]!;
    const post = (url: string, p: string, body: object) => call(`${url}${p}`, { headers: { token }, body });
    const booked = [];
    for (const target of (await freeTargets(first.url)).slice(0, 2)) {
      const res = await post(first.url, '/api/user/book-appointment', bookingBody(target));
      if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}\n${first.output()}`);
      booked.push({ _id: res.body.appointmentId as string });
    }
    const [paidOne, openOne] = booked;

    const sessionOf = (appointmentId: string) => [...fake!.sessions.values()].find((x) => x.metadata.appointmentId === appointmentId)!;
    for (const a of [paidOne!, openOne!])
      expect((await post(first.url, '/api/user/payment-stripe', { appointmentId: a._id })).status).toBe(200);
    const [paid, open] = [sessionOf(paidOne!._id), sessionOf(openOne!._id)];
    fake!.markPaid(paid.id);
    // Stripe fails to expire the open one, and every refund, from here until after the kill.
    fake!.failNext(1_000_000, new RegExp(`^/v1/checkout/sessions/${open.id}/expire$|^/v1/refunds$`));
    for (const a of [paidOne!, openOne!])
      expect((await post(first.url, '/api/user/cancel-appointment', { appointmentId: a._id })).status).toBe(200);
    const tried = (p: string) => fake!.requests.some((r) => r.path === p);
    await eventually(() => tried('/v1/refunds') && tried(`/v1/checkout/sessions/${open.id}/expire`), Boolean, 'tried by the api');
    await first.kill('SIGKILL');
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(fake!.refunds.size).toBe(0);
    expect(open.status).toBe('open');

    fake!.failNext(0);
    const second = await startApi(bundle!.bundle, env);
    await eventually(() => fake!.refunds.size === 1 && open.status === 'expired', Boolean, 'refunded and expired after the restart');
    expect([...fake!.refunds.values()][0]!.payment_intent).toBe(paid.payment_intent);
    // PGlite's folder belongs to one process at a time: the api stops before the test reads it.
    await second.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const db = await database!.open();
    try {
      const rows = await db.db
        .select()
        .from(checkoutSessions)
        .where(inArray(checkoutSessions.id, [paid.id, open.id]));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [paid.id]: 'refunded', [open.id]: 'expired' });
      const [after] = await db.db.select().from(appointments).where(eq(appointments.id, paidOne!._id));
      expect(after).toMatchObject({ status: 'cancelled', payment: false });
    } finally {
      await db.close();
    }
    expect(fake!.refunds.size).toBe(1);
  }, 120_000);
});

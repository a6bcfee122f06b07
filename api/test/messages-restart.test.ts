import { messages } from '../src/db/schema';
import { buildApi, call, cleanUp, killAllApis, startApi } from './reliability/support/api-process';
import { bookingBody, freeTargets, signUpPatients } from './reliability/support/clinic-load';
import { eventually } from './support/checkout';
import { DRIVER_DATABASES } from './support/harness';
import { restartableDatabase, type RestartableDatabase } from './support/restartable-database';
import { startSmtpSink, type SmtpSink } from './support/smtp';

/**
 * The api as it runs in production, SIGKILLed while its messages are on the wire (the SMTP server has not
 * answered their data yet, so none was accepted): the restarted api sends each exactly once.
 */
describe.each(DRIVER_DATABASES)('messages pending at a SIGKILL are sent once after the restart, on %s', (kind) => {
  let bundle: Awaited<ReturnType<typeof buildApi>> | undefined;
  let smtp: SmtpSink | undefined;
  let database: RestartableDatabase | undefined;
  beforeAll(async () => {
    [bundle, smtp] = await Promise.all([buildApi(), startSmtpSink()]);
    database = await restartableDatabase(kind, 'clinic_messages_restart');
  });
  afterAll(() =>
    cleanUp(
      killAllApis,
      () => database?.drop(),
      () => smtp?.close(),
      () => bundle?.remove(),
    ),
  );

  test('killed mid-send, restarted: every confirmation arrives once', async () => {
    const env = {
      ...database!.env,
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '1000',
      ACCOUNT_RATE_LIMIT: '1000',
      SMTP_URL: smtp!.url,
      MESSAGE_POLL_MS: '100',
      // Long enough that a send beside Playwright on two cores is not given up after the server took it (the
      // SMTP socket waits half the lease): a 2 s lease left a row queued for a message that had arrived.
      MESSAGE_LEASE_MS: '8000',
      REMINDER_LEADS: '',
    };
    smtp!.hold(true);
    const first = await startApi(bundle!.bundle, env);
    const patients = await signUpPatients(first.url, 4, `messages-${kind}`);
    const targets = await freeTargets(first.url);
    const booked: string[] = [];
    for (const [i, { token }] of patients.entries()) {
      const res = await call(`${first.url}/api/user/book-appointment`, { headers: { token }, body: bookingBody(targets[i]!) });
      if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}\n${first.output()}`);
      booked.push(res.body.appointmentId as string);
    }
    await eventually(
      () => smtp!.held(),
      (n) => n >= 1,
      'messages on the wire',
    );
    await first.kill('SIGKILL');
    expect(first.child.signalCode).toBe('SIGKILL');
    // The server sees the dead sender's connections close: what they carried was never accepted.
    await eventually(
      () => smtp!.held(),
      (n) => n === 0,
      'the killed connections closed',
    );
    smtp!.hold(false);
    expect(smtp!.received).toHaveLength(0);

    const second = await startApi(bundle!.bundle, env);
    const keys = booked.flatMap((id) => [`<booked.email.${id}@sunrisehearing.in>`, `<doctor-booked.${id}@sunrisehearing.in>`]);
    const arrived = () => keys.filter((k) => smtp!.received.some((m) => m.messageId === k)).length;
    // The restarted api starts, migrates and sends in rounds; beside Playwright on two cores that took over 20 s.
    await eventually(arrived, (n) => n === keys.length, 'all sent after the restart', 60_000);
    await new Promise((r) => setTimeout(r, 500));
    await second.kill('SIGTERM');
    for (const key of keys) expect(smtp!.received.filter((m) => m.messageId === key)).toHaveLength(1);

    const db = await database!.open();
    try {
      const rows = await db.db.select({ state: messages.state, appointmentId: messages.appointmentId }).from(messages);
      for (const row of rows.filter((r) => booked.includes(r.appointmentId ?? ''))) expect(row.state).toBe('sent');
    } finally {
      await db.close();
    }
  }, 90_000);
});

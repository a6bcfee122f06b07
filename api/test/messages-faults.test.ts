import { eq } from 'drizzle-orm';
import { messages, users } from '../src/db/schema';
import { buildApp, loadConfig, type ApiConfig } from '../src/app';
import { createMessageEngine, type MessageEngine } from '../src/features/messages/engine';
import { book, freeSlot, patientDetails, post, registerPatient, signInCast, type Cast } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';
import { eventually } from './support/checkout';
import { isTo, startSmtpSink, type SmtpSink } from './support/smtp';
import { startMailingApp, type MailingApp } from './support/mailing-app';

const SECOND = 1_000;

describe.each(DRIVER_DATABASES)('messages when the SMTP server refuses or is down, on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  let smtp: SmtpSink;
  let engine: MessageEngine;
  let app: MailingApp;
  let skip = 0;
  beforeAll(async () => {
    app = await startMailingApp(kind, { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS, MESSAGE_MAX_ATTEMPTS: '4', REMINDER_LEADS: '' });
    ({ t, smtp, engine } = app);
    c = await signInCast(t);
  });
  afterAll(() => app?.close());

  async function confirmationOfNewBooking() {
    const patient = await registerPatient(t);
    expect((await book(t, patient.token, c.ananyaId, await freeSlot(t, c.ananyaId, skip++))).statusCode).toBe(201);
    const row = async () =>
      (await t.database.db.select().from(messages).where(eq(messages.recipient, patient.email))).find(
        (m) => m.kind === 'booking-confirmed',
      )!;
    return { patient, row };
  }

  test('refused, then down: retried with growing waits, and delivered once when the server is back', async () => {
    const start = Date.now();
    smtp.refuse(451);
    const { patient, row } = await confirmationOfNewBooking();
    await engine.runOnce(new Date(start));
    expect(await row()).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await row()).error).toMatch(/451/);
    expect((await row()).runAt.getTime()).toBe(start + 30 * SECOND);
    // Not before its time.
    await engine.runOnce(new Date(start + 20 * SECOND));
    expect((await row()).attempts).toBe(1);

    await smtp.down();
    await engine.runOnce(new Date(start + 31 * SECOND));
    expect(await row()).toMatchObject({ state: 'queued', attempts: 2 });
    expect((await row()).runAt.getTime()).toBe(start + 31 * SECOND + 60 * SECOND);

    await smtp.up();
    smtp.refuse(null);
    await engine.runOnce(new Date(start + 92 * SECOND));
    await smtp.waitFor(isTo(patient.email), 'the confirmation');
    expect(await row()).toMatchObject({ state: 'sent', attempts: 3, error: '' });
    await engine.runOnce(new Date(start + 600 * SECOND));
    expect(smtp.to(patient.email)).toHaveLength(1);
  });

  test('a message that keeps failing is marked failed with its error; the admin retries it and it goes', async () => {
    const start = Date.now();
    smtp.refuse(550);
    const { patient, row } = await confirmationOfNewBooking();
    for (let i = 0; i < 4; i++) await engine.runOnce(new Date(start + i * 3_600 * SECOND));
    const failed = await row();
    expect(failed).toMatchObject({ state: 'failed', attempts: 4 });
    expect(failed.error).toMatch(/550.*gave up after 4 tries/);
    smtp.refuse(null);
    const retried = await post(t, '/api/admin/retry-message', 'atoken', c.admin, { messageId: failed.id });
    expect(retried.statusCode).toBe(200);
    await engine.runOnce(new Date(Date.now() + 5 * SECOND));
    await smtp.waitFor(isTo(patient.email), 'the retried confirmation');
    expect(await row()).toMatchObject({ state: 'sent' });
    expect(smtp.to(patient.email)).toHaveLength(1);
  });
});

describe('two api processes on one PostgreSQL send each message once', () => {
  const run = process.env.TEST_DATABASE_URL ? test : test.skip;
  run(
    'bookings through both replicas, both sending every 50 ms: every message arrives exactly once',
    async () => {
      const smtp = await startSmtpSink();
      const env = { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS, SMTP_URL: smtp.url, MESSAGE_POLL_MS: '50', REMINDER_LEADS: '' };
      const first = await startTestApp('postgres', env);
      const config: ApiConfig = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: 'memory://',
        SEED_DEMO: 'false',
        DATABASE_URL: first.config.databaseUrl!,
        JWT_SECRET: first.config.jwtSecret,
        ...env,
      });
      const second = await buildApp(config);
      try {
        await second.ready();
        const c = await signInCast(first);
        const bookings: string[] = [];
        for (let i = 0; i < 12; i++) {
          const patient = await registerPatient(first);
          const via = i % 2 ? second : first.app;
          const res = await via.inject({
            method: 'POST',
            url: '/api/user/book-appointment',
            headers: { token: patient.token },
            payload: { docId: c.ananyaId, ...(await freeSlot(first, c.ananyaId, i)), userData: patientDetails },
          });
          expect(res.statusCode).toBe(201);
          bookings.push(res.json().appointmentId);
        }
        // A confirmation and the doctor's notice for each.
        const keys = bookings.flatMap((id) => [`<booked.email.${id}@sunrisehearing.in>`, `<doctor-booked.${id}@sunrisehearing.in>`]);
        await eventually(
          () => keys.filter((k) => smtp.received.some((m) => m.messageId === k)).length,
          (n) => n === keys.length,
          'all sent',
          20_000,
        );
        // Both keep polling a while: nothing more arrives.
        await new Promise((r) => setTimeout(r, 500));
        for (const key of keys) expect(smtp.received.filter((m) => m.messageId === key)).toHaveLength(1);
      } finally {
        await second.close();
        await first.close();
        await smtp.close();
      }
    },
    60_000,
  );
});

describe('with no channel configured (npm start)', () => {
  test('every message is kept, marked skipped with the reason, and nothing is lost', async () => {
    const t = await startTestApp('pglite', { AUTH_RATE_LIMIT: '1000', MESSAGE_POLL_MS: '0' });
    const engine = createMessageEngine(t.database.db, t.config);
    try {
      const c = await signInCast(t);
      const patient = await registerPatient(t);
      // A proved phone (WhatsApp goes nowhere else, issue 34), so a WhatsApp copy is due and kept, skipped.
      const phone = '+919886012121';
      await t.database.db.update(users).set({ notifyWhatsapp: true, phone, verifiedPhone: phone }).where(eq(users.id, patient.id));
      expect((await book(t, patient.token, c.ananyaId, await freeSlot(t, c.ananyaId))).statusCode).toBe(201);
      await engine.runOnce();
      const rows = await t.database.db.select().from(messages).where(eq(messages.userId, patient.id));
      const shown = rows.filter((r) => r.kind === 'booking-confirmed').map((r) => [r.channel, r.state, r.error]);
      expect(shown.sort()).toEqual([
        ['email', 'skipped', 'E-mail is off: SMTP_URL is not set'],
        ['whatsapp', 'skipped', 'WhatsApp is off: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not set'],
      ]);
      expect(rows.find((r) => r.kind === 'booking-confirmed' && r.channel === 'email')!.body).toContain('Ananya');
    } finally {
      await engine.close();
      await t.close();
    }
  });
});

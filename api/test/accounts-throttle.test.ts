import { eq } from 'drizzle-orm';
import { signInFailures } from '../src/db/schema';
import type { MessageEngine } from '../src/features/messages/engine';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD } from '../src/seed/seed';
import { registerPatient } from './support/clinic';
import { DATABASES, type TestApp } from './support/harness';
import { mailFor, resetTokenIn } from './support/account-mail';
import type { SmtpSink } from './support/smtp';
import { startMailingApp, type MailingApp } from './support/mailing-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Failed sign-ins slow one account down, never lock it: the owner still gets in after the wait, and is told. */
describe.each(DATABASES)('sign-in slowdown on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let engine: MessageEngine;
  let app: MailingApp;
  beforeAll(async () => {
    app = await startMailingApp(kind, { AUTH_RATE_LIMIT: '1000', PUBLIC_URL: 'https://clinic.example' });
    ({ t, smtp, engine } = app);
  }, 60_000);
  afterAll(() => app?.close());

  const signIn = (path: string, email: string, password: string) => t.inject({ method: 'POST', url: path, payload: { email, password } });

  test('5 wrong passwords, then even the right one waits; after the wait it works and the count is cleared; the owner is told once', async () => {
    const patient = await registerPatient(t);
    for (let i = 0; i < 5; i++) expect((await signIn('/api/user/login', patient.email, `wrong-guess-${i}`)).statusCode).toBe(401);
    const tooSoon = await signIn('/api/user/login', patient.email, patient.password);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      success: false,
      message: 'Too many failed sign-ins. Please wait 1 second and try again, or reset your password.',
    });
    // A refused try is not counted: still the first wait.
    expect((await signIn('/api/user/login', patient.email, 'wrong-again')).json().message).toMatch(/wait 1 second/);
    const warning = await mailFor(engine, smtp, patient.email, /Someone tried to sign in/);
    expect(warning.text).toContain('5 times');
    expect(warning.text).toContain('https://clinic.example/forgot-password');

    await sleep(1_100);
    const ok = await signIn('/api/user/login', patient.email, patient.password);
    expect(ok.statusCode).toBe(200);
    expect(await t.database.db.select().from(signInFailures).where(eq(signInFailures.account, patient.id))).toEqual([]);
    await engine.runOnce();
    expect(smtp.to(patient.email, /Someone tried to sign in/)).toHaveLength(1);
  });

  test('a stranger cannot keep the owner out: the reset link clears the count, and the new password works at once', async () => {
    const patient = await registerPatient(t);
    for (let i = 0; i < 12; i++) await signIn('/api/user/login', patient.email, `wrong-guess-${i}`);
    expect((await signIn('/api/user/login', patient.email, patient.password)).statusCode).toBe(429);
    await t.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: patient.email } });
    const { token } = resetTokenIn(await mailFor(engine, smtp, patient.email, /reset/i));
    const password = 'a-fresh-start-for-asha-7';
    expect((await t.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token, password } })).statusCode).toBe(200);
    expect((await signIn('/api/user/login', patient.email, password)).statusCode).toBe(200);
  });

  test('each further failure doubles the wait; an unknown e-mail records nothing', async () => {
    const patient = await registerPatient(t);
    for (let i = 0; i < 5; i++) await signIn('/api/user/login', patient.email, `wrong-guess-${i}`);
    await sleep(1_100);
    expect((await signIn('/api/user/login', patient.email, 'wrong-six')).statusCode).toBe(401);
    expect((await signIn('/api/user/login', patient.email, patient.password)).json().message).toMatch(/wait 2 seconds/);
    const before = await t.database.db.select().from(signInFailures);
    for (let i = 0; i < 6; i++) expect((await signIn('/api/user/login', 'nobody@example.in', 'whatever-1')).statusCode).toBe(401);
    expect(await t.database.db.select().from(signInFailures)).toHaveLength(before.length);
  });

  test('doctors and the admin slow down the same way', async () => {
    const doctor = DEMO_DOCTORS[2]!;
    for (let i = 0; i < 5; i++) expect((await signIn('/api/doctor/login', doctor.email, `wrong-guess-${i}`)).statusCode).toBe(401);
    expect((await signIn('/api/doctor/login', doctor.email, DEMO_DOCTOR_PASSWORD)).statusCode).toBe(429);
    await mailFor(engine, smtp, doctor.email, /Someone tried to sign in/);
    const admin = t.config.admin;
    for (let i = 0; i < 5; i++) expect((await signIn('/api/admin/login', admin.email, `wrong-guess-${i}`)).statusCode).toBe(401);
    expect((await signIn('/api/admin/login', admin.email, admin.password)).statusCode).toBe(429);
    await mailFor(engine, smtp, admin.email, /Someone tried to sign in/);
    await sleep(1_100);
    expect((await signIn('/api/admin/login', admin.email, admin.password)).statusCode).toBe(200);
  });
});

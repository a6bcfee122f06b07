import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { AuditAction } from '@clinic/shared/contract';
import { auditLog, staffBackupCodes, staffTwoFactor } from '../src/db/schema';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD } from '../src/seed/seed';
import { signIn } from './support/clinic';
import { DATABASES, login, startTestApp, type TestApp } from './support/harness';
import { holdWaits } from './support/sign-in-waits';
import { awayFromStepEnd, codeAt, enrol, twoFactorCalls } from './support/two-factor';

const ENTER_CODE = { success: false, mfaRequired: true, message: 'Enter the 6-digit code from your authenticator app' };
const WRONG_CODE = { success: false, mfaRequired: true, message: 'That code is not right. Try the newest code from your app.' };

describe.each(DATABASES)('staff two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  const doctor = twoFactorCalls({ inject: (o) => t.inject(o) }, 'doctor');
  const admin = twoFactorCalls({ inject: (o) => t.inject(o) }, 'admin');
  const auditOf = (action: AuditAction, actorId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)));

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  test('a doctor enrols: a QR code and secret, a wrong code refused, the first right code gives ten backup codes', async () => {
    const token = await signIn(t, 'ananya');
    expect((await doctor.status(token)).json().twoFactor).toEqual({ enrolled: false, required: false, backupCodesLeft: 0 });

    const setup = await doctor.setup(token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json().setup;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Sunrise%20Clinic:.+issuer=Sunrise(%20|\+)Clinic/);
    expect(decodeURIComponent(otpauthUrl)).toContain(DEMO_DOCTORS[0]!.email);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Sealed at rest: the database does not hold the secret as it was shown.
    const [row] = await t.database.db
      .select()
      .from(staffTwoFactor)
      .where(eq(staffTwoFactor.subject, decodeJwt(token).sub!));
    expect(row!.secret).not.toContain(secret);

    const wrong = await doctor.confirm(token, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is not right. Try the newest code from your app.');

    await awayFromStepEnd();
    // A code from the step before still counts (a phone's clock a little behind).
    const confirm = await doctor.confirm(token, await codeAt(secret, -1));
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().backupCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(10);
    // Kept hashed only.
    const stored = await t.database.db
      .select()
      .from(staffBackupCodes)
      .where(eq(staffBackupCodes.subject, decodeJwt(token).sub!));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);

    // The session that enrolled carries on with the token the confirmation answered; the old one has ended.
    expect((await doctor.status(token)).statusCode).toBe(401);
    const fresh: string = confirm.json().token;
    expect((await doctor.status(fresh)).json().twoFactor).toEqual({ enrolled: true, required: false, backupCodesLeft: 10 });
    expect((await doctor.setup(fresh)).statusCode).toBe(409);
    expect(await auditOf('two-factor-enrolled', decodeJwt(token).sub!)).toHaveLength(1);
  });

  test('sign-in then needs a code: ±1 step counts, a code works once, a far one does not', async () => {
    const email = DEMO_DOCTORS[2]!.email;
    const { secret, code } = await enrol(t, 'doctor', await login(t, '/api/doctor/login', email, DEMO_DOCTOR_PASSWORD));
    await awayFromStepEnd();

    const noCode = await doctor.login(email, DEMO_DOCTOR_PASSWORD);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual(ENTER_CODE);

    // The code the enrolment used cannot sign in (the very code, not this step's: a 30 s step may have ended since).
    const reused = await doctor.login(email, DEMO_DOCTOR_PASSWORD, code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(WRONG_CODE);

    const tooFar = await doctor.login(email, DEMO_DOCTOR_PASSWORD, await codeAt(secret, 2));
    expect(tooFar.json()).toEqual(WRONG_CODE);

    // A phone's clock a little ahead: the next step's code counts, once.
    const ahead = await codeAt(secret, 1);
    const signedIn = await doctor.login(email, DEMO_DOCTOR_PASSWORD, ahead);
    expect(signedIn.statusCode).toBe(200);
    expect(decodeJwt(signedIn.json().token).mfa).toBeUndefined();
    expect((await doctor.login(email, DEMO_DOCTOR_PASSWORD, ahead)).json()).toEqual(WRONG_CODE);

    // A wrong password is refused before any code is asked for.
    const badPassword = await doctor.login(email, 'Wrong@12345', ahead);
    expect(badPassword.json()).toEqual({ success: false, message: 'Invalid credentials' });

    const failures = await auditOf('sign-in-failed', email);
    expect(failures.map((f) => f.detail)).toEqual(expect.arrayContaining([{ wrong: 'code' }, { wrong: 'password' }]));
    expect(JSON.stringify(failures)).not.toContain(ahead);
  });

  test('wrong codes slow the account down like wrong passwords', async () => {
    const email = DEMO_DOCTORS[6]!.email;
    await enrol(t, 'doctor', await login(t, '/api/doctor/login', email, DEMO_DOCTOR_PASSWORD));
    for (let i = 0; i < 5; i++) expect((await doctor.login(email, DEMO_DOCTOR_PASSWORD, '000000')).json()).toEqual(WRONG_CODE);
    await holdWaits(t, email);
    const held = await doctor.login(email, DEMO_DOCTOR_PASSWORD, '000000');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Too many failed sign-ins\. Please wait \d+ seconds? and try again, or reset your password\.$/);
  });

  test("a right password with a right code gets past the account's slowdown, from a computer new to it", async () => {
    const email = DEMO_DOCTORS[7]!.email;
    const { secret } = await enrol(t, 'doctor', await login(t, '/api/doctor/login', email, DEMO_DOCTOR_PASSWORD));
    for (let i = 0; i < 10; i++) await doctor.login(email, `guess-${i}`, undefined, `198.51.100.${i % 5}`);
    await holdWaits(t, email);
    const fresh = '203.0.113.44';
    // The password alone, or with a wrong code, waits like any try (and says nothing of the password).
    expect((await doctor.login(email, DEMO_DOCTOR_PASSWORD, undefined, fresh)).statusCode).toBe(429);
    expect((await doctor.login(email, DEMO_DOCTOR_PASSWORD, '000000', fresh)).statusCode).toBe(429);
    expect((await doctor.login(email, 'Wrong@12345', await codeAt(secret), fresh)).statusCode).toBe(429);
    await awayFromStepEnd();
    const res = await doctor.login(email, DEMO_DOCTOR_PASSWORD, await codeAt(secret, 1), fresh);
    expect(res.statusCode).toBe(200);
    expect((await auditOf('sign-in', decodeJwt(res.json().token).sub!)).at(-1)!.detail).toEqual({ secondFactor: 'app' });
  });

  test('turning it off is slowed like a sign-in: wrong codes are not tried without end', async () => {
    const email = DEMO_DOCTORS[8]!.email;
    const { backupCodes } = await enrol(t, 'doctor', await login(t, '/api/doctor/login', email, DEMO_DOCTOR_PASSWORD));
    const token = (await doctor.login(email, DEMO_DOCTOR_PASSWORD, backupCodes[0])).json().token;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await doctor.disable(token, DEMO_DOCTOR_PASSWORD, String(100000 + i))).statusCode);
    await holdWaits(t, email);
    for (let i = 5; i < 8; i++) answers.push((await doctor.disable(token, DEMO_DOCTOR_PASSWORD, String(100000 + i))).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect((await doctor.status(token)).json().twoFactor.enrolled).toBe(true);
  });

  test('turning it on ends the sessions signed in before; the device that did it carries on with its fresh token', async () => {
    const email = DEMO_DOCTORS[10]!.email;
    const laptop = await login(t, '/api/doctor/login', email, DEMO_DOCTOR_PASSWORD);
    const phone = await login(t, '/api/doctor/login', email, DEMO_DOCTOR_PASSWORD);
    const { token } = await enrol(t, 'doctor', laptop);
    for (const old of [laptop, phone]) expect((await doctor.status(old)).statusCode).toBe(401);
    expect((await doctor.status(token!)).statusCode).toBe(200);

    const { email: adminEmail, password } = t.config.admin;
    const desk = await login(t, '/api/admin/login', adminEmail, password);
    const home = await login(t, '/api/admin/login', adminEmail, password);
    const enrolled = await enrol(t, 'admin', desk);
    for (const old of [desk, home]) expect((await admin.status(old)).statusCode).toBe(401);
    expect((await admin.status(enrolled.token!)).statusCode).toBe(200);
    // Turned off again, so the other tests sign the admin in with a password alone.
    await awayFromStepEnd();
    expect((await admin.disable(enrolled.token!, password, await codeAt(enrolled.secret, 1))).statusCode).toBe(200);
  });

  test('two replicas given the same code at once: one signs in', async () => {
    const email = DEMO_DOCTORS[3]!.email;
    const { secret } = await enrol(t, 'doctor', await login(t, '/api/doctor/login', email, DEMO_DOCTOR_PASSWORD));
    await awayFromStepEnd();
    const code = await codeAt(secret, 1);
    const answers = await Promise.all([1, 2, 3].map(() => doctor.login(email, DEMO_DOCTOR_PASSWORD, code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  test('a backup code signs in once', async () => {
    const email = DEMO_DOCTORS[4]!.email;
    const first = await login(t, '/api/doctor/login', email, DEMO_DOCTOR_PASSWORD);
    const { backupCodes } = await enrol(t, 'doctor', first);
    const code = backupCodes[3]!;
    const res = await doctor.login(email, DEMO_DOCTOR_PASSWORD, code.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect((await doctor.login(email, DEMO_DOCTOR_PASSWORD, code)).json()).toEqual(WRONG_CODE);
    expect((await doctor.status(res.json().token)).json().twoFactor.backupCodesLeft).toBe(9);
    expect(await auditOf('backup-code-used', decodeJwt(first).sub!)).toHaveLength(1);
  });

  test('turning it off needs both the password and a code', async () => {
    const email = DEMO_DOCTORS[5]!.email;
    const { secret, backupCodes } = await enrol(t, 'doctor', await login(t, '/api/doctor/login', email, DEMO_DOCTOR_PASSWORD));
    const token = (await doctor.login(email, DEMO_DOCTOR_PASSWORD, backupCodes[0])).json().token;

    const badPassword = await doctor.disable(token, 'Wrong@12345', await codeAt(secret, 1));
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().message).toBe('That password is not right.');
    const badCode = await doctor.disable(token, DEMO_DOCTOR_PASSWORD, '123456');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe('That code is not right. Try the newest code from your app.');

    const off = await doctor.disable(token, DEMO_DOCTOR_PASSWORD, backupCodes[1]!);
    expect(off.statusCode).toBe(200);
    expect((await doctor.status(token)).json().twoFactor).toEqual({ enrolled: false, required: false, backupCodesLeft: 0 });
    expect((await doctor.login(email, DEMO_DOCTOR_PASSWORD)).statusCode).toBe(200);
    // A code sent by someone not enrolled is simply not needed.
    expect((await doctor.login(email, DEMO_DOCTOR_PASSWORD, '123456')).statusCode).toBe(200);
    expect(await auditOf('two-factor-disabled', decodeJwt(token).sub!)).toHaveLength(1);
  });

  test('the admin enrols under the configured e-mail and then signs in with a code', async () => {
    const { email, password } = t.config.admin;
    const { secret } = await enrol(t, 'admin', await signIn(t, 'admin'));
    await awayFromStepEnd();
    expect((await admin.login(email, password)).json()).toEqual(ENTER_CODE);
    const res = await admin.login(email, password, await codeAt(secret, 1));
    expect(res.statusCode).toBe(200);
    const token = res.json().token;
    expect((await admin.status(token)).json().twoFactor).toEqual({ enrolled: true, required: false, backupCodesLeft: 10 });
    expect((await auditOf('sign-in', email)).at(-1)!.detail).toEqual({ secondFactor: 'app' });

    expect((await admin.disable(token, 'not-the-password', '123456')).statusCode).toBe(400);
    await awayFromStepEnd();
    expect((await admin.disable(token, password, await codeAt(secret, 2))).statusCode).toBe(400);
    const stillOn = await admin.status(token);
    expect(stillOn.json().twoFactor.enrolled).toBe(true);
  });
});

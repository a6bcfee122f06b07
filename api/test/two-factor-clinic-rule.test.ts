import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { auditLog } from '../src/db/schema';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD } from '../src/seed/seed';
import { signIn } from './support/clinic';
import { DATABASES, login, startTestApp, type TestApp } from './support/harness';
import { awayFromStepEnd, codeAt, enrol, twoFactorCalls } from './support/two-factor';

describe.each(DATABASES)('the clinic requires two-factor for doctors on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  const doctor = twoFactorCalls({ inject: (o) => t.inject(o) }, 'doctor');
  const setRule = (requireDoctorTwoFactor: boolean) =>
    t.inject({ method: 'POST', url: '/api/admin/security-settings', headers: { atoken: adminToken }, payload: { requireDoctorTwoFactor } });

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    adminToken = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  test('the admin reads and changes the rule, and the change is audited', async () => {
    const read = () => t.inject({ url: '/api/admin/security-settings', headers: { atoken: adminToken } });
    expect((await read()).json().settings).toEqual({ requireDoctorTwoFactor: false });
    const res = await setRule(true);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Doctors must now use two-factor sign-in');
    expect((await read()).json().settings).toEqual({ requireDoctorTwoFactor: true });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'security-settings-changed'), eq(auditLog.actorId, t.config.admin.email)));
    expect(entries.map((e) => e.detail)).toEqual([{ requireDoctorTwoFactor: true }]);
    expect((await setRule(false)).statusCode).toBe(200);
  });

  test("turning the rule on ends the sessions of doctors without two-factor; an enrolled doctor's carries on", async () => {
    const without = await signIn(t, 'ananya');
    const enrolledEmail = DEMO_DOCTORS[9]!.email;
    const { token: enrolled } = await enrol(t, 'doctor', await login(t, '/api/doctor/login', enrolledEmail, DEMO_DOCTOR_PASSWORD));
    const profile = (dtoken: string) => t.inject({ url: '/api/doctor/profile', headers: { dtoken } });
    expect((await profile(without)).statusCode).toBe(200);
    await setRule(true);
    expect((await profile(without)).statusCode).toBe(401);
    expect((await profile(enrolled!)).statusCode).toBe(200);
    // Saying it again ends nothing more.
    const fresh = (await doctor.login(DEMO_DOCTORS[0]!.email, DEMO_DOCTOR_PASSWORD)).json().token as string;
    await setRule(true);
    expect((await profile(fresh)).statusCode).toBe(200);
    await setRule(false);
  });

  test('a doctor without it is led to enrol: the setup token opens only the profile and two-factor', async () => {
    await setRule(true);
    const email = DEMO_DOCTORS[1]!.email;
    const login = await doctor.login(email, DEMO_DOCTOR_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().twoFactorSetupRequired).toBe(true);
    const setupToken: string = login.json().token;
    expect(decodeJwt(setupToken).mfa).toBe('setup');

    const appointments = await t.inject({ url: '/api/doctor/appointments', headers: { dtoken: setupToken } });
    expect(appointments.statusCode).toBe(403);
    expect((await t.inject({ url: '/api/doctor/profile', headers: { dtoken: setupToken } })).statusCode).toBe(200);
    expect((await doctor.status(setupToken)).json().twoFactor).toEqual({ enrolled: false, required: true, backupCodesLeft: 0 });

    // Confirming answers a normal token: the doctor carries on without signing in again.
    const { secret, token } = await enrol(t, 'doctor', setupToken);
    expect(token).toBeDefined();
    expect(decodeJwt(token!).mfa).toBeUndefined();
    expect((await t.inject({ url: '/api/doctor/appointments', headers: { dtoken: token! } })).statusCode).toBe(200);

    // While the clinic requires it, it stays on.
    const off = await doctor.disable(token!, DEMO_DOCTOR_PASSWORD, await codeAt(secret, 1));
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('The clinic requires two-factor sign-in for every doctor, so it cannot be turned off.');

    // The next sign-in asks for a code, and then gives a normal token.
    await awayFromStepEnd();
    expect((await doctor.login(email, DEMO_DOCTOR_PASSWORD)).json().mfaRequired).toBe(true);
    const next = await doctor.login(email, DEMO_DOCTOR_PASSWORD, await codeAt(secret, 1));
    expect(next.json().twoFactorSetupRequired).toBeUndefined();
    expect((await t.inject({ url: '/api/doctor/appointments', headers: { dtoken: next.json().token } })).statusCode).toBe(200);
    await setRule(false);
  });

  test('a patient or doctor token cannot change the rule', async () => {
    const doctorToken = await signIn(t, 'ananya');
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/security-settings',
      headers: { atoken: doctorToken },
      payload: { requireDoctorTwoFactor: true },
    });
    expect(res.statusCode).toBe(403);
  });
});

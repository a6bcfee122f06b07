import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { doctors, users } from '../src/db/schema';
import type { ApiConfig } from '../src/config';
import { adminCredentialsClaim } from '../src/features/admin/credentials';
import { requireAdmin } from '../src/features/admin/guard';
import { installErrorHandlers } from '../src/http/error-handler';
import { createTokenService } from '../src/http/tokens';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD } from '../src/seed/seed';
import { registerPatient, signIn } from './support/clinic';
import { DATABASES, login, startTestApp, type TestApp } from './support/harness';

describe.each(DATABASES)('tokens and roles on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<'patient' | 'doctor' | 'admin', string> = { patient: '', doctor: '', admin: '' };
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    tokens.patient = await signIn(t, 'asha');
    tokens.doctor = await signIn(t, 'ananya');
    tokens.admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  /** A token as the api would sign it, with a chosen role, subject and expiry. */
  const forge = (role: string, sub: string, exp: number | string = '1h', secret = t.config.jwtSecret) =>
    new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('sunrise-clinic-api')
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  const sign = (jwt: SignJWT) => jwt.sign(new TextEncoder().encode(t.config.jwtSecret));

  const routes = [
    { url: '/api/user/get-profile', header: 'token', role: 'patient' as const },
    { url: '/api/doctor/profile', header: 'dtoken', role: 'doctor' as const },
  ];

  describe.each(routes)('$url', ({ url, header, role }) => {
    const call = (value?: string) => t.inject({ url, headers: value === undefined ? {} : { [header]: value } });

    test('answers its own role', async () => {
      const res = await call(tokens[role]);
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    });

    test.each([
      ['no token', async () => undefined],
      ['an empty token', async () => ''],
      ['a garbage token', async () => 'not-a-jwt'],
      ['a token signed with another secret', async () => forge(role, 'x', '1h', 'another-secret-entirely-0123456789')],
      ['a token with its signature changed', async () => `${tokens[role].slice(0, -4)}AAAA`],
      [
        'an unsigned token (alg none)',
        async () => new UnsecuredJWT({ role }).setIssuer('sunrise-clinic-api').setSubject('x').setExpirationTime('1h').encode(),
      ],
      [
        'a token signed with HS512',
        async () =>
          sign(
            new SignJWT({ role })
              .setProtectedHeader({ alg: 'HS512' })
              .setIssuer('sunrise-clinic-api')
              .setSubject('x')
              .setExpirationTime('1h'),
          ),
      ],
      [
        'a token without an expiry',
        async () => sign(new SignJWT({ role }).setProtectedHeader({ alg: 'HS256' }).setIssuer('sunrise-clinic-api').setSubject('x')),
      ],
      [
        'a token from another issuer',
        async () =>
          sign(new SignJWT({ role }).setProtectedHeader({ alg: 'HS256' }).setIssuer('elsewhere').setSubject('x').setExpirationTime('1h')),
      ],
      [
        'a token whose subject is not a string',
        async () =>
          sign(
            new SignJWT({ role, sub: 42 as unknown as string })
              .setProtectedHeader({ alg: 'HS256' })
              .setIssuer('sunrise-clinic-api')
              .setExpirationTime('1h'),
          ),
      ],
    ])('refuses %s with 401', async (_label, make) => {
      const res = await call(await make());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Not authorized, please log in again' });
    });

    test('refuses an expired token with 401 and says the session expired', async () => {
      const res = await call(await forge(role, '00000000-0000-4000-8000-000000000000', Math.floor(Date.now() / 1000) - 60));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Your session has expired, please log in again' });
    });

    test("refuses another role's valid token with 403", async () => {
      for (const other of (['patient', 'doctor', 'admin'] as const).filter((r) => r !== role)) {
        const res = await call(tokens[other]);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, message: 'This account cannot do that' });
      }
    });
  });

  test('the token of a removed patient is refused with 401', async () => {
    const temp = await registerPatient(t, { name: 'Temp' });
    await t.database.db.delete(users).where(eq(users.id, temp.id));
    const res = await t.inject({ url: '/api/user/get-profile', headers: { token: temp.token } });
    expect(res.statusCode).toBe(401);
  });

  test('a deleted doctor can no longer log in, and their token stops working', async () => {
    const meera = DEMO_DOCTORS[4]!;
    const token = await login(t, '/api/doctor/login', meera.email, DEMO_DOCTOR_PASSWORD);
    await t.database.db.update(doctors).set({ deletedAt: new Date() }).where(eq(doctors.email, meera.email));
    expect((await t.inject({ url: '/api/doctor/profile', headers: { dtoken: token } })).statusCode).toBe(401);
    const again = await t.inject({
      method: 'POST',
      url: '/api/doctor/login',
      payload: { email: meera.email, password: DEMO_DOCTOR_PASSWORD },
    });
    expect(again.json()).toEqual({ success: false, message: 'Invalid credentials' });
  });
});

describe('admin guard', () => {
  test('an admin token stops working when ADMIN_EMAIL changes', async () => {
    const tokens = createTokenService('a-secret-of-sufficient-length');
    const config = {
      jwtSecret: 'a-secret-of-sufficient-length',
      admin: { email: 'new-admin@clinic.in', password: 'admin-password' },
    } as ApiConfig;
    const clinic = await startTestApp(DATABASES[0]!, {}, { seed: false });
    const app = Fastify();
    installErrorHandlers(app);
    app.get('/only-admin', { onRequest: requireAdmin({ tokens, config, db: clinic.database.db }) }, async () => ({
      success: true,
      message: '',
    }));
    try {
      const old = await tokens.sign(
        'admin',
        'old-admin@clinic.in',
        adminCredentialsClaim({ ...config, admin: { ...config.admin, email: 'old-admin@clinic.in' } }),
      );
      const current = await tokens.sign('admin', 'new-admin@clinic.in', adminCredentialsClaim(config));
      expect((await app.inject({ url: '/only-admin', headers: { atoken: old } })).statusCode).toBe(401);
      expect((await app.inject({ url: '/only-admin', headers: { atoken: current } })).statusCode).toBe(200);
      expect((await app.inject({ url: '/only-admin', headers: { atoken: await tokens.sign('doctor', 'x') } })).statusCode).toBe(403);
    } finally {
      await app.close();
      await clinic.close();
    }
  });
});

// Issue 17, point 12: a leaked admin token outlived the password change meant to shut it out.
describe('admin tokens and a change of the admin’s credentials', () => {
  const env = { JWT_SECRET: 'one-secret-for-every-restart-0123', ADMIN_EMAIL: 'admin@clinic.in', AUTH_RATE_LIMIT: '1000' };
  const dashboard = (t: TestApp, atoken: string) => t.inject({ url: '/api/admin/dashboard', headers: { atoken } });

  test('a restart with the same credentials keeps the admin signed in; a new ADMIN_PASSWORD refuses older tokens', async () => {
    let t = await startTestApp('pglite', { ...env, ADMIN_PASSWORD: 'first-password-1' });
    let before: string;
    try {
      before = await login(t, '/api/admin/login', 'admin@clinic.in', 'first-password-1');
      expect((await dashboard(t, before)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    t = await startTestApp('pglite', { ...env, ADMIN_PASSWORD: 'first-password-1' });
    try {
      expect((await dashboard(t, before)).statusCode).toBe(200);
    } finally {
      await t.close();
    }

    t = await startTestApp('pglite', { ...env, ADMIN_PASSWORD: 'second-password-2' });
    try {
      const refused = await dashboard(t, before);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ success: false, message: 'Not authorized, please log in again' });
      // And on every admin call, the add-doctor upload included.
      expect((await t.inject({ method: 'POST', url: '/api/admin/add-doctor', headers: { atoken: before } })).statusCode).toBe(401);
      expect((await t.inject({ url: '/api/admin/patients', headers: { atoken: before } })).statusCode).toBe(401);
      const oldPassword = await t.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'admin@clinic.in', password: 'first-password-1' },
      });
      expect(oldPassword.statusCode).toBe(401);
      const after = await login(t, '/api/admin/login', 'admin@clinic.in', 'second-password-2');
      expect((await dashboard(t, after)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    // Three apps started one after another: on a busy machine more than jest's default 30 s.
  }, 90_000);

  test('an admin token without the credentials claim (as issued before this fix) is refused', async () => {
    const t = await startTestApp('pglite', { ...env, ADMIN_PASSWORD: 'first-password-1' });
    try {
      const bare = await createTokenService(env.JWT_SECRET).sign('admin', 'admin@clinic.in');
      expect((await dashboard(t, bare)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

import { decodeJwt } from 'jose';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD } from '../src/seed/seed';
import { signIn } from './support/clinic';
import { DATABASES, login, startTestApp, type TestApp } from './support/harness';

const HOUR = 3600;

describe.each(DATABASES)('admin and doctor sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ADMIN_EMAIL: 'Owner@Clinic.in', ADMIN_PASSWORD: 'a-long-admin-secret' });
  });
  afterAll(() => t.close());

  test('the admin signs in with the configured credentials, for 12 hours', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'owner@clinic.in', password: 'a-long-admin-secret' },
    });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token);
    expect(claims).toMatchObject({ role: 'admin', sub: 'owner@clinic.in' });
    expect(claims.exp! - claims.iat!).toBe(12 * HOUR);
    // The token is a signed claim, never the credentials (decision 16).
    expect(res.body).not.toContain('a-long-admin-secret');
  });

  test.each([
    ['a wrong password', { email: 'owner@clinic.in', password: 'nope' }],
    ['an unknown email', { email: 'admin@sunrisehearing.in', password: 'Admin@12345' }],
  ])('the admin login refuses %s with Invalid credentials', async (_label, payload) => {
    const res = await t.inject({ method: 'POST', url: '/api/admin/login', payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Invalid credentials' });
  });

  test('a doctor signs in for 7 days and reads their own profile, with email and without the hash', async () => {
    const token = await signIn(t, 'ananya');
    const claims = decodeJwt(token);
    expect(claims.role).toBe('doctor');
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * HOUR);
    const res = await t.inject({ url: '/api/doctor/profile', headers: { dtoken: token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      profileData: {
        _id: claims.sub,
        name: 'Dr. Ananya Iyer',
        email: DEMO_DOCTORS[0]!.email,
        available: true,
        image: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.webp$/),
      },
    });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  test('every seeded doctor can sign in with the demo password', async () => {
    for (const doctor of DEMO_DOCTORS) expect(await login(t, '/api/doctor/login', doctor.email, DEMO_DOCTOR_PASSWORD)).toMatch(/^ey/);
  });

  test('doctor login failures say Invalid credentials either way', async () => {
    for (const email of [DEMO_DOCTORS[1]!.email, 'ghost@sunrisehearing.in']) {
      const res = await t.inject({ method: 'POST', url: '/api/doctor/login', payload: { email, password: 'Wrong@12345' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid credentials' });
    }
  });
});

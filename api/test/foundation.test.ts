import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { DATABASES, login, startTestApp, type TestApp } from './harness';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { DEMO_DOCTOR_PASSWORD, DEMO_PATIENTS } from '../src/seed/seed';

describe.each(DATABASES)('api foundation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const inject = (opts: InjectOptions | string) => t.app.inject(opts);

  test('health reports the database', async () => {
    const res = await inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'ok', database: 'up' });
  });

  test('the public doctor list shows the seeded doctors, first one available, without emails or passwords', async () => {
    const res = await inject({ url: '/api/doctor/list' });
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.doctors.map((d: { name: string }) => d.name)).toEqual(DEMO_DOCTORS.map((d) => d.name));
    expect(body.doctors[0].available).toBe(true);
    const raw = res.body;
    expect(raw).not.toMatch(/password|@sunrisehearing\.in|\$argon2/);
    // Ananya has two active bookings in the window (Asha's and Rohan's) and nothing else.
    const booked = Object.values(body.doctors[0].slots_booked).flat();
    expect(booked.sort()).toEqual(['10:30', '11:00']);
  });

  test('a cancelled appointment does not hold its slot', async () => {
    const meera = (await inject({ url: '/api/doctor/list' })).json().doctors.find((d: { name: string }) => d.name === 'Dr. Meera Krishnan');
    expect(meera.slots_booked).toEqual({});
  });

  describe('patients', () => {
    test('register, then read the profile with the token', async () => {
      const res = await inject({ method: 'POST', url: '/api/user/register', payload: { name: 'Kiran Bose', email: `Kiran.${kind}@Example.com`, password: 'hearing-well-1' } });
      expect(res.statusCode).toBe(201);
      const { token } = res.json();
      const profile = await inject({ url: '/api/user/get-profile', headers: { token } });
      expect(profile.json()).toMatchObject({ success: true, userData: { name: 'Kiran Bose', email: `kiran.${kind}@example.com`, gender: 'Not Selected' } });
      expect(profile.body).not.toContain('argon2');
    });

    test.each([
      [{ name: 'A', email: 'not-an-email', password: 'longenough' }, 'Please enter a valid email'],
      [{ name: 'A', email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters'],
      [{ name: '', email: 'a@b.co', password: 'longenough' }, 'Name is required'],
      [{ email: 'a@b.co', password: 'longenough' }, 'Some fields are missing or invalid'],
    ])('register refuses %j with “%s”', async (payload, message) => {
      const res = await inject({ method: 'POST', url: '/api/user/register', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });

    test('a taken email says so, without internals', async () => {
      const res = await inject({ method: 'POST', url: '/api/user/register', payload: { name: 'X', email: DEMO_PATIENTS[0]!.email, password: 'whatever-123' } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'An account with this email already exists, please log in' });
    });

    test('login failures say Invalid credentials whether or not the email exists', async () => {
      for (const email of [DEMO_PATIENTS[0]!.email, 'nobody@example.com']) {
        const res = await inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'wrong-password' } });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Invalid credentials' });
      }
      expect(await login(t.app, '/api/user/login', DEMO_PATIENTS[0]!.email, DEMO_PATIENTS[0]!.password)).toMatch(/^ey/);
    });
  });

  describe('staff', () => {
    test('the admin logs in with the configured credentials only', async () => {
      expect(await login(t.app, '/api/admin/login', t.config.admin.email, t.config.admin.password)).toMatch(/^ey/);
      const wrong = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: t.config.admin.email, password: 'nope' } });
      expect(wrong.json()).toEqual({ success: false, message: 'Invalid credentials' });
    });

    test('a doctor logs in and reads their own profile, with email and without the hash', async () => {
      const token = await login(t.app, '/api/doctor/login', DEMO_DOCTORS[0]!.email, DEMO_DOCTOR_PASSWORD);
      const res = await inject({ url: '/api/doctor/profile', headers: { dtoken: token } });
      expect(res.json()).toMatchObject({ success: true, profileData: { name: 'Dr. Ananya Iyer', email: DEMO_DOCTORS[0]!.email } });
      expect(res.body).not.toContain('argon2');
    });
  });

  describe('tokens', () => {
    const forge = (secret: string, role: string, exp: string | number = '1h') =>
      new SignJWT({ role }).setProtectedHeader({ alg: 'HS256' }).setSubject('00000000-0000-4000-8000-000000000000').setExpirationTime(exp).sign(new TextEncoder().encode(secret));

    test.each([
      ['no token', {}, 401],
      ['a garbage token', { dtoken: 'not-a-jwt' }, 401],
      ['a token signed with another secret', 'forged', 401],
      ['an expired token', 'expired', 401],
    ])('the doctor profile refuses %s', async (_label, headers, status) => {
      let h = headers as Record<string, string>;
      if (headers === 'forged') h = { dtoken: await forge('some-other-secret-entirely', 'doctor') };
      if (headers === 'expired') h = { dtoken: await forge(t.config.jwtSecret, 'doctor', Math.floor(Date.now() / 1000) - 60) };
      const res = await inject({ url: '/api/doctor/profile', headers: h });
      expect(res.statusCode).toBe(status);
      expect(res.json().success).toBe(false);
    });

    test("one role's token is refused by another role's routes", async () => {
      const patient = await login(t.app, '/api/user/login', DEMO_PATIENTS[0]!.email, DEMO_PATIENTS[0]!.password);
      const admin = await login(t.app, '/api/admin/login', t.config.admin.email, t.config.admin.password);
      for (const token of [patient, admin]) {
        const res = await inject({ url: '/api/doctor/profile', headers: { dtoken: token } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, message: 'This account cannot do that' });
      }
      const doctor = await login(t.app, '/api/doctor/login', DEMO_DOCTORS[0]!.email, DEMO_DOCTOR_PASSWORD);
      expect((await inject({ url: '/api/user/get-profile', headers: { token: doctor } })).statusCode).toBe(403);
    });
  });

  describe('bad input never reaches a 500', () => {
    test.each([
      ['malformed JSON', { method: 'POST' as const, url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' }, 400],
      ['an oversized body', { method: 'POST' as const, url: '/api/user/login', payload: { email: 'a@b.c', password: 'x'.repeat(200_000) } }, 413],
      ['a huge string', { method: 'POST' as const, url: '/api/user/register', payload: { name: 'x'.repeat(5000), email: 'a@b.co', password: 'longenough' } }, 400],
      ['wrong types', { method: 'POST' as const, url: '/api/user/login', payload: { email: 42, password: ['x'] } }, 400],
      ['an unknown route', { url: '/api/nothing-here' }, 404],
      ['an unknown image', { url: `/api/images/${'a'.repeat(64)}.webp` }, 404],
      ['an image name that is not a hash', { url: '/api/images/..%2F..%2Fetc%2Fpasswd' }, 400],
    ])('%s', async (_label, request, status) => {
      const res = await inject(request);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    });
  });

  test('images are served by content hash with an immutable cache header', async () => {
    const [first] = (await inject({ url: '/api/doctor/list' })).json().doctors;
    const res = await inject({ url: first.image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});

describe('rate limit', () => {
  test('login attempts beyond the limit get 429 with the envelope', async () => {
    const t = await startTestApp('pglite', { AUTH_RATE_LIMIT: '3' });
    try {
      const attempt = () => t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'x@y.z', password: 'nope' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: 'Too many attempts, please wait a minute and try again' });
    } finally {
      await t.close();
    }
  });
});

import { DEMO_PATIENTS } from '../src/seed/seed';
import { DATABASES, login, startTestApp, type TestApp } from './support/harness';

describe.each(DATABASES)('patient accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const asha = DEMO_PATIENTS[0];

  test('register returns a token that reads the new profile', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: '  Kiran Bose ', email: 'Kiran.Bose@Example.com', password: 'hearing-well-1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Account created', token: expect.stringMatching(/^ey/) });
    const profile = await t.inject({ url: '/api/user/get-profile', headers: { token: res.json().token } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      success: true,
      message: '',
      userData: {
        _id: expect.any(String),
        name: 'Kiran Bose',
        email: 'kiran.bose@example.com',
        phone: '',
        phoneVerified: false,
        emailVerified: false,
        image: '/api/images/placeholder.svg',
        address: { line1: '', line2: '' },
        gender: 'Not Selected',
        dob: 'Not Selected',
        preferences: { notifyEmail: true, notifyWhatsapp: false, reminders: true, language: 'en', noPhoneCalls: false },
      },
    });
    // The new account can log in with any capitalisation of its email.
    expect(await login(t, '/api/user/login', 'KIRAN.BOSE@example.com', 'hearing-well-1')).toMatch(/^ey/);
  });

  test.each([
    [{ name: 'A', email: 'not-an-email', password: 'longenough' }, 'Please enter a valid email'],
    [{ name: 'A', email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: '  ', email: 'a@b.co', password: 'longenough' }, 'Name is required'],
    [{ email: 'a@b.co', password: 'longenough' }, 'Name is missing or invalid'],
  ])('register refuses %j with “%s”', async (payload, message) => {
    const res = await t.inject({ method: 'POST', url: '/api/user/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  test('a taken email says so, without internals (decision 15), whatever its case', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'X', email: asha.email.toUpperCase(), password: 'whatever-123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'An account with this email already exists, please log in' });
  });

  test('the seeded patient logs in and sees her profile', async () => {
    const token = await login(t, '/api/user/login', asha.email, asha.password);
    const res = await t.inject({ url: '/api/user/get-profile', headers: { token } });
    expect(res.json().userData).toMatchObject({ name: 'Asha Rao', email: asha.email, gender: 'Female', phone: asha.phone });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  test('login failures say Invalid credentials whether or not the email exists (decision 14)', async () => {
    for (const email of [asha.email, 'nobody@example.com']) {
      const res = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'wrong-password' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid credentials' });
    }
  });

  test('login needs both fields', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Email is required' });
  });
});

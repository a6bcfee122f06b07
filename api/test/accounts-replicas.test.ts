import { book, freeSlot, post, registerPatient, signIn } from './support/clinic';
import { login, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';

// Two api processes on one PostgreSQL database: a session ended through one is refused by the other at
// once, with no cache in between. Needs TEST_DATABASE_URL (and TEST_REDIS_URL, as replicas share limits).
const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
(TEST_DATABASE_URL && TEST_REDIS_URL ? describe : describe.skip)('sessions end on every replica', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // One JWT secret, as replicas share in production.
    const env = {
      REDIS_URL: TEST_REDIS_URL!,
      JWT_SECRET: 'replicas-share-this-secret-0123456789',
      AUTH_RATE_LIMIT: '1000',
      ...MANY_BOOKINGS,
    };
    a = await startTestApp('postgres', env);
    b = await startTestApp('pglite', { ...env, DATABASE_URL: a.config.databaseUrl! });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const profile = (t: TestApp, token: string) => t.inject({ url: '/api/user/get-profile', headers: { token } });

  test('a password changed through one replica: the old token is refused by the other right away, the new one works', async () => {
    const patient = await registerPatient(a);
    expect((await profile(b, patient.token)).statusCode).toBe(200);
    const changed = await post(a, '/api/user/change-password', 'token', patient.token, {
      currentPassword: patient.password,
      newPassword: 'garden-gate-lantern',
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(b, patient.token)).statusCode).toBe(401);
    expect((await profile(b, changed.json().token)).statusCode).toBe(200);
  });

  test('sign out everywhere through one replica: the other refuses the token, for booking too', async () => {
    const patient = await registerPatient(a);
    const docId = (await b.inject('/api/doctor/list')).json().doctors[0]._id as string;
    expect((await post(b, '/api/user/logout-all', 'token', patient.token, {})).statusCode).toBe(200);
    expect((await profile(a, patient.token)).statusCode).toBe(401);
    const slot = await freeSlot(a, docId);
    expect((await book(a, patient.token, docId, slot)).statusCode).toBe(401);
    const again = await login(a, '/api/user/login', patient.email, patient.password);
    expect((await book(b, again, docId, slot)).statusCode).toBe(201);
  });

  test('a doctor’s password reset by change through one replica ends their session on the other', async () => {
    const dtoken = await signIn(a, 'otherDoctor');
    const appointments = (t: TestApp, token: string) => t.inject({ url: '/api/doctor/appointments', headers: { dtoken: token } });
    expect((await appointments(b, dtoken)).statusCode).toBe(200);
    expect((await post(a, '/api/doctor/logout-all', 'dtoken', dtoken, {})).statusCode).toBe(200);
    expect((await appointments(b, dtoken)).statusCode).toBe(401);
  });
});

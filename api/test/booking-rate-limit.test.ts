import { randomUUID } from 'node:crypto';
import { book, freeSlot, post, registerPatient, signInCast, type Cast } from './support/clinic';
import { startTestApp, type TestApp } from './support/harness';

// Issue 17, point 4: bookings, cancels and payment starts are limited per signed-in account and minute,
// wherever the calls come from; other accounts and other calls are not held back.
const LIMITED = { statusCode: 429, body: { success: false, message: 'Too many attempts, please wait a minute and try again' } };
const answer = (res: { statusCode: number; json: () => unknown }) => ({ statusCode: res.statusCode, body: res.json() });

describe('the per-account limit on bookings, cancels and payment starts', () => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp('pglite', { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '3' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  test('the fourth booking in a minute is refused with 429; another patient still books', async () => {
    for (let i = 0; i < 3; i++) expect((await book(t, c.rohan, c.ananyaId, await freeSlot(t, c.ananyaId, i))).statusCode).not.toBe(429);
    const fourth = await book(t, c.rohan, c.ananyaId, await freeSlot(t, c.ananyaId, 5));
    expect(answer(fourth)).toEqual(LIMITED);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect((await book(t, c.asha, c.ananyaId, await freeSlot(t, c.ananyaId, 6))).statusCode).toBe(201);
    // Reading is not limited.
    for (let i = 0; i < 5; i++)
      expect((await t.inject({ url: '/api/user/appointments', headers: { token: c.rohan } })).statusCode).toBe(200);
  });

  test.each(['/api/user/cancel-appointment', '/api/user/payment-stripe'])('%s is counted the same way', async (url) => {
    const { token } = await registerPatient(t, { name: 'Busy' });
    for (let i = 0; i < 3; i++) expect((await post(t, url, 'token', token, { appointmentId: randomUUID() })).statusCode).toBe(404);
    expect(answer(await post(t, url, 'token', token, { appointmentId: randomUUID() }))).toEqual(LIMITED);
  });

  test('a request without a valid token is refused by the guard first and counts against nobody', async () => {
    for (let i = 0; i < 5; i++) expect((await post(t, '/api/user/book-appointment', 'token', 'not-a-token', {})).statusCode).toBe(401);
  });
});

// Replicas (one database) share the count through Redis, like the login limit (TEST_REDIS_URL and
// TEST_DATABASE_URL; `.ci/run` sets both).
const { TEST_REDIS_URL: REDIS_URL, TEST_DATABASE_URL } = process.env;
(REDIS_URL && TEST_DATABASE_URL ? describe : describe.skip)('the per-account limit across two api processes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { ACCOUNT_RATE_LIMIT: '4', REDIS_URL: REDIS_URL!, JWT_SECRET: 'one-secret-for-both-replicas-0123' };
    a = await startTestApp('postgres', env);
    b = await startTestApp('pglite', { ...env, DATABASE_URL: a.config.databaseUrl! });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  test('cancels through either count against one limit', async () => {
    // An account no other run has used: a fresh count in the shared Redis.
    const { token } = await registerPatient(a, { name: 'Twice', email: `twice.${randomUUID()}@example.in` });
    const statuses = [];
    for (const t of [a, b, a, b, a, b])
      statuses.push((await post(t, '/api/user/cancel-appointment', 'token', token, { appointmentId: randomUUID() })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
  });
});

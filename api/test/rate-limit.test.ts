import { startTestApp, type TestApp } from './support/harness';

describe('login and register rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  const from = (ip: string, url: string, payload: object) => t.inject({ method: 'POST', url, payload, remoteAddress: ip });

  test('attempts beyond the limit get 429 with the envelope, per address', async () => {
    const attempt = () => from('10.0.0.1', '/api/admin/login', { email: 'x@y.z', password: 'nope' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many attempts, please wait a minute and try again' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Someone else is not held back by it.
    expect((await from('10.0.0.2', '/api/admin/login', { email: 'x@y.z', password: 'nope' })).statusCode).toBe(401);
  });

  test.each(['/api/user/login', '/api/user/register', '/api/doctor/login'])('%s is limited too', async (url) => {
    const ip = `10.0.1.${url.length}`;
    const payload = { name: 'N', email: 'someone@example.com', password: 'x' };
    for (let i = 0; i < 3; i++) expect((await from(ip, url, payload)).statusCode).not.toBe(429);
    expect((await from(ip, url, payload)).statusCode).toBe(429);
  });

  test('an IPv6 client is limited by its /64: another address in it shares the count, the next /64 does not', async () => {
    const attempt = (ip: string) => from(ip, '/api/user/login', { email: `v6-${ip}@example.in`, password: 'nope-nope-1' });
    for (let i = 1; i <= 3; i++) expect((await attempt(`2001:db8:5:1::${i}`)).statusCode).toBe(401);
    expect((await attempt('2001:db8:5:1:abcd::99')).statusCode).toBe(429);
    expect((await attempt('2001:db8:5:2::1')).statusCode).toBe(401);
  });

  test('other routes are not limited', async () => {
    for (let i = 0; i < 10; i++) expect((await t.inject({ url: '/api/doctor/list', remoteAddress: '10.0.2.1' })).statusCode).toBe(200);
  });
});

// Two replicas behind one gateway share the count when REDIS_URL is set. Like the PostgreSQL runs, this
// needs a server: TEST_REDIS_URL (`.ci/run` starts the machine's Redis and sets it).
const REDIS_URL = process.env.TEST_REDIS_URL;
(REDIS_URL ? describe : describe.skip)('the rate limit across two api processes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  beforeAll(async () => {
    a = await startTestApp('pglite', { AUTH_RATE_LIMIT: '4', REDIS_URL: REDIS_URL! });
    b = await startTestApp('pglite', { AUTH_RATE_LIMIT: '4', REDIS_URL: REDIS_URL! });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  test('attempts through either count against one limit', async () => {
    const attempt = (t: TestApp) =>
      t.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'x@y.z', password: 'nope' }, remoteAddress: ip });
    const statuses = [];
    for (const t of [a, b, a, b, a, b]) statuses.push((await attempt(t)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

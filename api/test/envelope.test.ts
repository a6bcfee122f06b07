import { DATABASES, startTestApp, type TestApp } from './support/harness';

describe.each(DATABASES)('health and the error envelope on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  test('broken text (a lone surrogate) is refused with the envelope, not stored or answered with a 500', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Asha \udbff', email: 'lone.surrogate@example.in', password: 'Patient@12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request contains characters that cannot be saved' });
    const query = await t.inject({ url: '/api/doctor/list?x=%ED%A0%80' });
    expect(query.statusCode).toBeLessThan(500);
  });

  test('health checks the database', async () => {
    const res = await t.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'ok', database: 'up' });
  });

  test('api answers carry security headers and are not cached', async () => {
    const res = await t.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test.each([
    [
      'malformed JSON',
      { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' },
      400,
      'The request body is not valid JSON',
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '' },
      400,
      'The request body is empty',
    ],
    [
      'an oversized body',
      { method: 'POST', url: '/api/user/login', payload: { email: 'a@b.c', password: 'x'.repeat(100_000) } },
      413,
      'The request is too large',
    ],
    [
      'an unsupported content type',
      { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'text/xml' }, payload: '<login/>' },
      415,
      'This content type is not supported',
    ],
    [
      'a name that is too long',
      { method: 'POST', url: '/api/user/register', payload: { name: 'x'.repeat(5000), email: 'a@b.co', password: 'longenough' } },
      400,
      'Name is too long',
    ],
    [
      'wrong types',
      { method: 'POST', url: '/api/user/login', payload: { email: 42, password: ['x'] } },
      400,
      'Email is missing or invalid',
    ],
    ['a missing field', { method: 'POST', url: '/api/user/login', payload: { email: 'a@b.co' } }, 400, 'Password is missing or invalid'],
    ['no body at all', { method: 'POST', url: '/api/user/login' }, 400, 'The request is missing or invalid'],
    ['an unknown api route', { url: '/api/nothing-here' }, 404, 'No such api route'],
    ['a known path with the wrong method', { method: 'GET', url: '/api/user/login' }, 404, 'No such api route'],
  ] as const)('%s answers with its status and the envelope', async (_label, request, status, message) => {
    const res = await t.inject(request as never);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  });

  if (kind === 'postgres') {
    test('health answers 503 with the envelope when the database is gone', async () => {
      const gone = await startTestApp('postgres');
      try {
        const pg = (await import('pg')).default;
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database ${new URL(gone.config.databaseUrl!).pathname.slice(1)} with (force)`);
        await admin.end();
        const res = await gone.inject('/api/health');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ success: false, message: 'The database is unreachable' });
        // Other routes say the service is unavailable, without the driver's words (decision 18).
        const list = await gone.inject('/api/doctor/list');
        expect(list.statusCode).toBe(503);
        expect(list.json()).toEqual({ success: false, message: 'The service is briefly unavailable, please try again' });
      } finally {
        await gone.close();
      }
    });
  }
});

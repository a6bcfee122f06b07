import { startTestApp, type TestApp } from './support/harness';

// helmet's headers, set by one helmet built at start, on the api's answers: successes and errors alike.
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  test.each([
    ['a public list', '/api/doctor/list', 200],
    ['an unknown route', '/api/nowhere', 404],
    ['a call without a token', '/api/user/get-profile', 401],
  ])('%s carries them', async (_label, url, status) => {
    const res = await t.inject(url);
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    // The clinic may be served over plain http (localhost, a LAN box).
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

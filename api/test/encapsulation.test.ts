import type { FastifyInstance } from 'fastify';
import { buildApp, loadConfig } from '../src/app';
import { seededPglite } from './support/harness';

/** The gateway mounts the site on the same instance: nothing the api sets up may reach it. */
describe('the api lives inside /api only', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: 'memory://',
        SEED_DEMO: 'false',
        CORS_ORIGINS: 'https://partner.example, http://localhost:3001/',
      }),
      // A copy of the migrated database: migrating from nothing takes over 30 s on a loaded CI machine.
      { pgliteDump: await seededPglite() },
    );
    await app.register(async (site) => {
      site.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>site</title>'));
      site.get('/boom', async () => {
        throw new Error('site failure');
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  test('site pages get none of the api security headers or cache rules', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBeUndefined();
    expect(res.headers['cache-control']).toBeUndefined();
  });

  test("a missing site page gets Fastify's own 404, not the api envelope", async () => {
    const res = await app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('success');
  });

  test("a failing site route gets Fastify's own error answer, not the api envelope", async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).not.toHaveProperty('success');
  });

  test('CORS answers listed origins on /api, and nothing else', async () => {
    const preflight = (url: string, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,token' },
      });
    const allowed = await preflight('/api/user/login', 'http://localhost:3001');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('token');
    expect((await preflight('/api/user/login', 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const site = await app.inject({ url: '/', headers: { origin: 'http://localhost:3001' } });
    expect(site.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('an api answer to a listed origin names it', async () => {
    const res = await app.inject({ url: '/api/health', headers: { origin: 'https://partner.example' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
  });
});

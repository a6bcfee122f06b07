import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { REMOTE_LIST } from '@clinic/shared/remotes';
import { closedWithin, rawClient } from '../../test-support/raw-client';

// `npm start`'s gateway as gateway.ts builds it (the api on PGlite, the site from builds made here), with
// socket limits short enough for a test (the defaults are 90 s, 60 s, 72 s and 2048 sockets).
const site = mkdtempSync(path.join(tmpdir(), 'clinic-gateway-'));
process.env.SITE_ROOT = site;
const put = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), body);
};
put('shell/dist/index.html', '<!doctype html><title>shell</title>');
put('shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
for (const { dir } of REMOTE_LIST) put(`${dir}/dist/mf-manifest.json`, '{}');

const { loadConfig } = await import('@clinic/api');
const { buildGateway } = await import('./gateway-app');
const { readSecurityHeaders } = await import('./security-headers');

const LIMITS = { REQUEST_TIMEOUT_MS: '1500', CONNECTION_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '400' };
/** How long a test waits for an answer or a hang-up: far above the limits, far below the defaults. */
const PATIENCE_MS = 15_000;

let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000', ...LIMITS });
  app = await buildGateway(config, { releasesDir: path.join(site, 'releases') });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  rmSync(site, { recursive: true, force: true });
});

describe('the deployment’s page headers', () => {
  const snippet = readSecurityHeaders();

  test('come from nginx’s snippet, which holds the CSP the site runs under', () => {
    const headers = Object.fromEntries(snippet);
    expect(headers['Content-Security-Policy']).toContain("script-src 'self';");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': expect.any(String),
      'Permissions-Policy': expect.any(String),
    });
  });

  test.each([
    ['a page', '/', 200],
    ['a deep link', '/doctors/Audiologist', 200],
    ['a hashed file', '/main.1a2b3c4d.js', 200],
    ['remotes.json', '/remotes.json', 200],
    ['a remote’s manifest', '/mf/public/mf-manifest.json', 200],
    ['a missing file', '/mf/public/missing.js', 404],
  ])('are on %s, as nginx sends them', async (_label, url, status) => {
    const res = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of snippet) expect([name, res.headers[name.toLowerCase()]]).toEqual([name, value]);
  });

  test('the api keeps its own, as it does behind nginx', async () => {
    const res = await app.inject('/api/doctor/list');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['permissions-policy']).toBeUndefined();
  });
});

describe('compressed request bodies', () => {
  const signIn = async (url: string, email: string, password: string) =>
    (await app.inject({ method: 'POST', url, payload: { email, password } })).json<{ token: string }>().token;
  /** A multipart form well over the 16 KB that once stalled the upload behind the decoder. */
  const encodedForm = async (fields: Record<string, string>, encoding: string) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('image', new Blob([new Uint8Array(64 * 1024).map((_, i) => (i * 7919) % 251)], { type: 'image/png' }), 'photo.png');
    const request = new Request('http://form.local/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const encoded = encoding === 'gzip' ? gzipSync(body) : encoding === 'deflate' ? deflateSync(body) : brotliCompressSync(body);
    return { body: encoded, headers: { 'content-type': request.headers.get('content-type')!, 'content-encoding': encoding } };
  };
  const send = async (url: string, headers: Record<string, string>, form: { body: Buffer; headers: Record<string, string> }) => {
    const res = await fetch(origin + url, {
      method: 'POST',
      headers: { ...headers, ...form.headers },
      body: new Uint8Array(form.body),
      signal: AbortSignal.timeout(PATIENCE_MS),
    });
    return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
  };

  test.each(['gzip', 'deflate', 'br'])(
    'a %s upload to the profile or the add-doctor form is refused at once with 415',
    async (encoding) => {
      const token = await signIn('/api/user/login', 'patient@sunrisehearing.in', 'Patient@12345');
      const atoken = await signIn('/api/admin/login', 'admin@sunrisehearing.in', 'Admin@12345');
      const before = (await app.inject({ url: '/api/user/get-profile', headers: { token } })).json();

      const profile = await send(
        '/api/user/update-profile',
        { token },
        await encodedForm({ name: 'Zipped Name', gender: 'Female' }, encoding),
      );
      expect(profile).toEqual({ status: 415, body: { success: false, message: expect.stringContaining('without Content-Encoding') } });
      const doctor = await send(
        '/api/admin/add-doctor',
        { atoken },
        await encodedForm({ name: 'Dr. Zip', email: 'zip@clinic.example' }, encoding),
      );
      expect(doctor).toEqual({ status: 415, body: { success: false, message: expect.stringContaining('without Content-Encoding') } });
      expect((await app.inject({ url: '/api/user/get-profile', headers: { token } })).json()).toEqual(before);
    },
  );

  test('many at once are all answered, and the gateway serves pages afterwards', async () => {
    const token = await signIn('/api/user/login', 'patient@sunrisehearing.in', 'Patient@12345');
    const forms = await Promise.all(['gzip', 'deflate', 'br'].map((encoding) => encodedForm({ name: 'Zipped Name' }, encoding)));
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send('/api/user/update-profile', { token }, forms[i % 3]!)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(415));
    expect((await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).status).toBe(200);
  });

  test('a compressed JSON body is refused too, not decoded by the gateway alone', async () => {
    const res = await send(
      '/api/user/login',
      {},
      {
        body: gzipSync(JSON.stringify({ email: 'patient@sunrisehearing.in', password: 'Patient@12345' })),
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      },
    );
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
  });
});

describe('slow clients', () => {
  const pageAnswers = async () =>
    expect((await fetch(`${origin}/`, { headers: { accept: 'text/html', connection: 'close' } })).status).toBe(200);
  const login = (length: number) =>
    `POST /api/user/login HTTP/1.1\r\nHost: clinic\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  test('a trickled body and a declared, never-sent body are cut off while pages are served', async () => {
    const trickling = await rawClient(origin, `${login(60_000)}{"email":"`);
    trickling.trickle(200);
    const silent = await rawClient(origin, login(500));
    await pageAnswers();
    expect(await closedWithin(trickling, PATIENCE_MS)).toBe(true);
    expect(await closedWithin(silent, PATIENCE_MS)).toBe(true);
  });

  test('a socket that says nothing and an idle keep-alive socket are closed', async () => {
    const mute = await rawClient(origin);
    const idle = await rawClient(origin, 'GET /remotes.json HTTP/1.1\r\nHost: clinic\r\n\r\n');
    await idle.answered;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
    await pageAnswers();
    expect(await closedWithin(mute, PATIENCE_MS)).toBe(true);
    expect(await closedWithin(idle, PATIENCE_MS)).toBe(true);
  });
});

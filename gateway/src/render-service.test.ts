import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRenderServer } from './render-service';
import { socketLimitsFromEnv } from './server-limits';
import { closedWithin, rawClient, type RawClient } from '../../test-support/raw-client';

// The deployment's render service, with socket limits short enough for a test: nginx sends it every page,
// and a client that is slow or silent (nginx's connection, or anyone who reaches the port) is cut off.
const LIMITS = socketLimitsFromEnv({
  REQUEST_TIMEOUT_MS: '1500',
  CONNECTION_TIMEOUT_MS: '1000',
  KEEP_ALIVE_TIMEOUT_MS: '400',
  MAX_CONNECTIONS: '8',
});
const PATIENCE_MS = 15_000;

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createRenderServer(
    async (url) =>
      url === '/no-such-page'
        ? { html: '<!doctype html><h1>Page not found</h1>', status: 404 }
        : { html: `<!doctype html><h1>${url}</h1>` },
    LIMITS,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const pageAnswers = async () => {
  const res = await fetch(`${origin}/doctors`, { headers: { connection: 'close' } });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<h1>/doctors</h1>');
};

test('an address of no page is answered 404 with the page that says so, for nginx to pass on (decision 38)', async () => {
  const res = await fetch(`${origin}/no-such-page`, { headers: { connection: 'close' } });
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await res.text()).toContain('<h1>Page not found</h1>');
});

test('the socket limits read the same settings as the api, with the same defaults', () => {
  expect(socketLimitsFromEnv({})).toEqual({
    requestTimeoutMs: 90_000,
    connectionTimeoutMs: 60_000,
    keepAliveTimeoutMs: 72_000,
    maxConnections: 2048,
  });
  expect(() => socketLimitsFromEnv({ CONNECTION_TIMEOUT_MS: 'soon' })).toThrow(
    'CONNECTION_TIMEOUT_MS must be a whole number above 0, not "soon"',
  );
});

test('trickled headers, a declared body never sent and a silent socket are cut off while pages are served', async () => {
  const trickling = await rawClient(origin, 'GET /about HTTP/1.1\r\nHost: render\r\n');
  trickling.trickle(200);
  const silentBody = await rawClient(origin, 'POST /about HTTP/1.1\r\nHost: render\r\nContent-Length: 500\r\n\r\n');
  const mute = await rawClient(origin);
  await pageAnswers();
  for (const client of [trickling, silentBody, mute]) expect(await closedWithin(client, PATIENCE_MS)).toBe(true);
});

test('an idle keep-alive socket is closed after its page', async () => {
  const idle = await rawClient(origin, 'GET /contact HTTP/1.1\r\nHost: render\r\n\r\n');
  await idle.answered;
  expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
  expect(await closedWithin(idle, PATIENCE_MS)).toBe(true);
});

test('sockets beyond the cap are closed at once, and pages are served again once the held ones time out', async () => {
  const held: RawClient[] = [];
  for (let i = 0; i < LIMITS.maxConnections; i++) held.push(await rawClient(origin));
  const count = () => new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n)));
  for (const end = Date.now() + PATIENCE_MS; (await count()) < held.length && Date.now() < end;)
    await new Promise((r) => setTimeout(r, 20));
  const extra = await rawClient(origin, 'GET / HTTP/1.1\r\nHost: render\r\n\r\n');
  expect(await closedWithin(extra, PATIENCE_MS)).toBe(true);
  expect(extra.received()).toBe('');
  for (const client of held) expect(await closedWithin(client, PATIENCE_MS)).toBe(true);
  await pageAnswers();
});

import { DATABASES, startTestApp, type TestApp } from '../support/harness';
import { closedWithin, rawClient, type RawClient } from '../../../test-support/raw-client';

/**
 * Slow and silent clients against the api on a real socket, with limits short enough for a test (the
 * defaults are 90 s for a request, 60 s of silence, 72 s of keep-alive and 2048 sockets). Without them a
 * trickled body or a declared, never-sent body held its socket for good; see README "Reliability".
 */
const LIMITS = { REQUEST_TIMEOUT_MS: '1500', CONNECTION_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '400', MAX_CONNECTIONS: '24' };
/** How long a test waits for the server to hang up: far above the limits, far below the defaults. */
const PATIENCE_MS = 15_000;

describe.each(DATABASES)('slow clients on %s', (kind) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, LIMITS);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const visitorGetsTheList = async () => {
    const res = await fetch(`${origin}/api/doctor/list`, { headers: { connection: 'close' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  };
  const login = (contentLength: number) =>
    `POST /api/user/login HTTP/1.1\r\nHost: clinic\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

  test('a client that trickles its body is cut off, and others are answered meanwhile', async () => {
    const slow = await rawClient(origin, `${login(60_000)}{"email":"`);
    // A byte every 200 ms: never silent, so only the deadline for the whole request can end it.
    slow.trickle(200);
    await visitorGetsTheList();
    expect(await closedWithin(slow, PATIENCE_MS)).toBe(true);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  test('a client that declares a body and never sends it is cut off', async () => {
    const silent = await rawClient(origin, login(500));
    await visitorGetsTheList();
    expect(await closedWithin(silent, PATIENCE_MS)).toBe(true);
  });

  test('a client that trickles its headers, or opens a socket and says nothing, is cut off', async () => {
    const headers = await rawClient(origin, 'GET /api/health HTTP/1.1\r\nHost: clinic\r\n');
    headers.trickle(200);
    const mute = await rawClient(origin);
    await visitorGetsTheList();
    expect(await closedWithin(headers, PATIENCE_MS)).toBe(true);
    expect(await closedWithin(mute, PATIENCE_MS)).toBe(true);
  });

  test('an idle keep-alive socket is closed after its answer', async () => {
    const idle = await rawClient(origin, 'GET /api/health HTTP/1.1\r\nHost: clinic\r\n\r\n');
    await idle.answered;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(await closedWithin(idle, PATIENCE_MS)).toBe(true);
  });

  test('sockets beyond the cap are closed at once; once the held ones time out, visitors get in again', async () => {
    const held: RawClient[] = [];
    for (let i = 0; i < Number(LIMITS.MAX_CONNECTIONS); i++) held.push(await rawClient(origin));
    // The server counts a socket once it has accepted it; the fill-up is only full when it holds them all.
    await waitFor(async () => (await connectionCount(t)) === held.length);
    const extra = await rawClient(origin, 'GET /api/health HTTP/1.1\r\nHost: clinic\r\n\r\n');
    expect(await closedWithin(extra, PATIENCE_MS)).toBe(true);
    expect(extra.received()).toBe('');
    for (const client of held) expect(await closedWithin(client, PATIENCE_MS)).toBe(true);
    await visitorGetsTheList();
  });
});

const connectionCount = (t: TestApp) =>
  new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

async function waitFor(check: () => Promise<boolean>, ms = PATIENCE_MS) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (await check()) return;
  throw new Error('the server never held every socket');
}

import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiProxy, type ApiProxy } from './api-proxy';

const servers: http.Server[] = [];
const listen = (handler: RequestListener, port = 0) =>
  new Promise<number>((resolve) => {
    const server = http.createServer(handler);
    servers.push(server);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => (server.listening ? close(server) : undefined)));
});

const freePort = async () => {
  const port = await listen(() => {});
  await close(servers.pop()!);
  return port;
};

/** The site's side of the proxy: a server that hands every request to it. */
const site = async (proxy: ApiProxy) => `http://127.0.0.1:${await listen(proxy)}`;

const answer =
  (text: string): RequestListener =>
  (_request, response) =>
    response.end(text);

test('a request reaches the api as it was sent, and its answer comes back as the api gave it', async () => {
  const seen: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders; body: Buffer }> = [];
  const port = await listen((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      response.end('{"success":true}');
    });
  });
  const url = await site(createApiProxy({ port }));
  // Bytes that are not text: an upload must arrive exactly as sent.
  const body = Buffer.from([0, 255, 10, 13, 0x89, 0x50, 0x4e, 0x47]);
  const res = await fetch(`${url}/api/user/update-profile?x=1`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: 'Bearer t' },
    body,
  });

  expect(res.status).toBe(201);
  expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  expect(await res.text()).toBe('{"success":true}');
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/user/update-profile?x=1', body });
  expect(seen[0]!.headers).toMatchObject({
    'content-type': 'multipart/form-data; boundary=x',
    authorization: 'Bearer t',
    'x-forwarded-for': '127.0.0.1',
  });
});

test('while the api restarts, a request waits for the new process and never reaches the one closing', async () => {
  const port = await listen(answer('old'));
  const proxy = createApiProxy({ port });
  const url = await site(proxy);
  expect(await (await fetch(`${url}/api/health`)).text()).toBe('old');

  proxy.restarting();
  const waiting = fetch(`${url}/api/health`).then((res) => res.text());
  await new Promise((resolve) => setTimeout(resolve, 300));
  await close(servers.shift()!);
  await listen(answer('new'), port);
  proxy.started();

  expect(await waiting).toBe('new');
});

test('a request made before the api listens is answered once it does', async () => {
  const port = await freePort();
  const url = await site(createApiProxy({ port }));
  const waiting = fetch(`${url}/api/doctor/list`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await listen(answer('list'), port);
  expect(await (await waiting).text()).toBe('list');
});

test('when the api has exited, requests are answered 503 at once, in the api envelope', async () => {
  const proxy = createApiProxy({ port: await freePort() });
  proxy.exited();
  const url = await site(proxy);
  const started = Date.now();
  const res = await fetch(`${url}/api/health`);
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ success: false, message: 'The api is not running: see the terminal of npm run dev' });
});

test('an api that never comes is answered 503 after the wait', async () => {
  const url = await site(createApiProxy({ port: await freePort(), waitMs: 300 }));
  expect((await fetch(`${url}/api/health`)).status).toBe(503);
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readSecurityHeaders } from '../security-headers';
import { devFrontends } from './dev-paths';
import { buildDevServer, devSecurityHeaders } from './dev-server';
import { LiveReload, type BuildStatus } from './live-reload';

const devDir = mkdtempSync(path.join(tmpdir(), 'clinic-dev-'));
const frontends = devFrontends(devDir);
const put = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(devDir, file)), { recursive: true });
  writeFileSync(path.join(devDir, file), body);
};
put('shell/index.html', '<!doctype html><html><head><title>shell</title><script defer src="/main.js"></script></head><body></body></html>');
put('shell/main.js', 'console.log("shell")');
put('mf-public/mf-manifest.json', '{"name":"mf_public"}');
put('mf-public/remoteEntry.js', 'var mf_public;');

const apiCalls: Array<{ method?: string; url?: string; body: string }> = [];
const api = (request: IncomingMessage, response: ServerResponse) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    apiCalls.push({ method: request.method, url: request.url, body });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
};

let reload: LiveReload;
let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  reload = new LiveReload();
  reload.built();
  app = await buildDevServer({ frontends, reload, api });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  rmSync(devDir, { recursive: true, force: true });
});

test('the site is laid out as npm start lays it out, from the development builds, every file revalidated', async () => {
  expect(await (await fetch(`${url}/remotes.json`)).json()).toEqual({
    mf_public: '/mf/public/mf-manifest.json',
    mf_patient: '/mf/patient/mf-manifest.json',
    mf_admin: '/mf/admin/mf-manifest.json',
    mf_doctor: '/mf/doctor/mf-manifest.json',
  });
  for (const [file, body] of [
    ['/main.js', 'console.log("shell")'],
    ['/mf/public/remoteEntry.js', 'var mf_public;'],
  ]) {
    const res = await fetch(url + file!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(body);
  }
  expect((await fetch(`${url}/mf/public/missing.js`)).status).toBe(404);
});

test('every page is the shell with the live-reload client, stamped with the build it comes from', async () => {
  for (const page of ['/', '/doctors/Neurologist']) {
    const res = await fetch(url + page, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain(
      `<script defer src="/main.js"></script><script src="/__dev/live-reload.js" data-build="${reload.build}"></script></head>`,
    );
  }
  const client = await fetch(`${url}/__dev/live-reload.js`);
  expect(client.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(await client.text()).toContain("new EventSource('/__dev/events')");
});

test("pages carry the deployment's headers, the CSP allowing only the eval that source maps need", async () => {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  for (const [name, value] of readSecurityHeaders()) {
    if (name !== 'Content-Security-Policy') expect(res.headers.get(name)).toBe(value);
  }
  const csp = res.headers.get('content-security-policy')!;
  expect(csp).toContain("script-src 'self' 'unsafe-eval';");
  const production = readSecurityHeaders().find(([name]) => name === 'Content-Security-Policy')![1];
  expect(csp.replace(" 'unsafe-eval'", '')).toBe(production);
  expect(devSecurityHeaders([['Content-Security-Policy', "default-src 'self'; script-src 'self'"]])).toEqual([
    ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-eval'"],
  ]);
});

test('/api requests go to the api untouched, bodies included', async () => {
  const res = await fetch(`${url}/api/user/login?from=dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"email":"a@b.c"}',
  });
  expect(await res.json()).toEqual({ success: true });
  expect(apiCalls).toEqual([{ method: 'POST', url: '/api/user/login?from=dev', body: '{"email":"a@b.c"}' }]);
});

test('a file asked for while a build is being written is served once the build is done', async () => {
  reload.building();
  const asked = fetch(`${url}/main.js`).then((res) => res.text());
  await new Promise((resolve) => setTimeout(resolve, 200));
  put('shell/main.js', 'console.log("shell, rebuilt")');
  reload.built();
  expect(await asked).toBe('console.log("shell, rebuilt")');
});

test('an open page hears the status at once, then every build that finishes or fails', async () => {
  const res = await fetch(`${url}/__dev/events`);
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const reader = res.body!.getReader();
  let buffered = '';
  const next = async (): Promise<BuildStatus> => {
    for (;;) {
      const match = /data: (.*)\n\n/.exec(buffered);
      if (match) {
        buffered = buffered.slice(match.index + match[0].length);
        return JSON.parse(match[1]!) as BuildStatus;
      }
      const { value } = await reader.read();
      buffered += new TextDecoder().decode(value);
    }
  };

  const before = reload.build;
  expect(await next()).toEqual({ state: 'ok', build: before });
  reload.building();
  expect(await next()).toEqual({ state: 'building' });
  reload.failed(['mf-public: ./src/pages/HomePage.tsx:3:1\nExpected ","']);
  expect(await next()).toEqual({ state: 'failed', build: before, errors: ['mf-public: ./src/pages/HomePage.tsx:3:1\nExpected ","'] });
  reload.built();
  const after = await next();
  expect(after).toEqual({ state: 'ok', build: reload.build });
  expect(reload.build).not.toBe(before);
  await reader.cancel();
});

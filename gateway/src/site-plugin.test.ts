import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';

const site = mkdtempSync(path.join(tmpdir(), 'clinic-site-'));
process.env.SITE_ROOT = site;
const put = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), body);
};
put('shell/dist/index.html', '<!doctype html><title>shell</title>');
put('shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
put('mf-public/dist/mf-manifest.json', '{"name":"mf_public"}');
put('mf-public/dist/remoteEntry.js', 'var mf_public;');
put('mf-public/dist/__federation_expose_HomePage.0badc0de.js', 'home');
for (const dir of ['mf-patient', 'mf-admin', 'mf-doctor']) put(`${dir}/dist/mf-manifest.json`, '{}');

const { sitePlugin } = await import('./site-plugin');
const { registerCompression } = await import('./compression');
const remotesFile = path.join(site, 'remotes.json');
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  await app.register(sitePlugin, { remotesFile, releasesDir: path.join(site, 'releases') });
});
afterAll(async () => {
  await app.close();
  rmSync(site, { recursive: true, force: true });
});

test('remotes.json names every remote beside the shell and is never cached', async () => {
  const res = await app.inject('/remotes.json');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.json()).toEqual({
    mf_public: '/mf/public/mf-manifest.json',
    mf_patient: '/mf/patient/mf-manifest.json',
    mf_admin: '/mf/admin/mf-manifest.json',
    mf_doctor: '/mf/doctor/mf-manifest.json',
  });
});

test('a remotes file moves one remote to a release without a restart', async () => {
  writeFileSync(remotesFile, JSON.stringify({ mf_public: '/releases/mf_public/2.0.0/mf-manifest.json' }));
  expect((await app.inject('/remotes.json')).json()).toMatchObject({
    mf_public: '/releases/mf_public/2.0.0/mf-manifest.json',
    mf_patient: '/mf/patient/mf-manifest.json',
  });
  rmSync(remotesFile);
  expect((await app.inject('/remotes.json')).json().mf_public).toBe('/mf/public/mf-manifest.json');
});

test.each([
  ['/mf/public/mf-manifest.json', 'no-cache'],
  ['/mf/public/remoteEntry.js', 'no-cache'],
  ['/mf/public/__federation_expose_HomePage.0badc0de.js', 'public, max-age=31536000, immutable'],
  ['/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
  ['/', 'no-cache'],
])('%s is served with Cache-Control %s', async (url, cacheControl) => {
  const res = await app.inject(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe(cacheControl);
});

test('client-side routes get the shell page; missing files get a 404', async () => {
  const page = await app.inject({ url: '/doctors/Neurologist', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<title>shell</title>');
  expect(page.headers['cache-control']).toBe('no-cache');
  expect((await app.inject('/mf/public/missing.js')).statusCode).toBe(404);
});

test('frontend files are sent compressed, as the deployment sends them', async () => {
  put('shell/dist/big.0f0f0f0f.js', `console.log(${JSON.stringify('clinic '.repeat(400))});`);
  const br = await app.inject({ url: '/big.0f0f0f0f.js', headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.rawPayload.length).toBeLessThan(600);
  const gzip = await app.inject({ url: '/big.0f0f0f0f.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect((await app.inject({ url: '/big.0f0f0f0f.js' })).headers['content-encoding']).toBeUndefined();
});

test('a page is answered with what the renderer made of it, and with the built index.html when it cannot', async () => {
  const rendering = Fastify();
  const pages: string[] = [];
  const renderPage = async (url: string) => {
    pages.push(url);
    if (url === '/contact') throw new Error('index.html could not be read');
    if (url === '/no-such-page') return { html: '<!doctype html><h1>Page not found</h1>', status: 404 as const };
    return url.startsWith('/about')
      ? { html: '<!doctype html><title>shell</title><h1>About Us</h1>', failure: undefined }
      : { html: '<!doctype html><h1>Home</h1>' };
  };
  await rendering.register(sitePlugin, { remotesFile, releasesDir: path.join(site, 'releases'), renderPage });
  const home = await rendering.inject({ url: '/' });
  expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(home.headers['cache-control']).toBe('no-cache');
  expect(home.body).toBe('<!doctype html><h1>Home</h1>');
  expect((await rendering.inject({ url: '/about?from=nav', headers: { accept: 'text/html' } })).body).toContain('<h1>About Us</h1>');
  const fallback = await rendering.inject({ url: '/contact', headers: { accept: 'text/html' } });
  expect(fallback.statusCode).toBe(200);
  expect(fallback.body).toContain('<title>shell</title>');
  // An address of no page: the page that says so, with the status that says so (decision 38).
  const missing = await rendering.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(missing.body).toContain('<h1>Page not found</h1>');
  // Files and api calls never reach it.
  await rendering.inject('/mf/public/remoteEntry.js');
  expect(pages).toEqual(['/', '/about?from=nav', '/contact', '/no-such-page']);
  await rendering.close();
});

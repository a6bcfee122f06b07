import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHeaderSnippet } from '../../gateway/src/nginx-header-snippet';
import { startFrontendStandIn, startGateway, stopAll } from './live-gateway';
import { NGINX_DIR } from './support';

// The page headers have one definition, nginx's snippet, which `npm start`'s gateway reads with this same
// parser (gateway/src/security-headers.ts; its tests check the gateway sends them). Here real nginx, with
// the repo's configuration, must send exactly what that parser reads: a header nginx adds elsewhere, or
// one the parser misreads, fails.
const SNIPPET = parseHeaderSnippet(readFileSync(path.join(NGINX_DIR, 'snippets', 'security-headers.conf'), 'utf8'));

let origin: string;
let standIn: Awaited<ReturnType<typeof startFrontendStandIn>>;
beforeAll(async () => {
  standIn = await startFrontendStandIn();
  origin = await startGateway({ api: standIn.address, frontends: standIn.address });
}, 60_000);
afterAll(async () => {
  await stopAll();
  standIn?.server.close();
});

const securityHeaders = (headers: Headers) =>
  Object.fromEntries(
    [...headers].filter(([name]) =>
      /^(content-security-policy|x-frame-options|x-content-type-options|referrer-policy|permissions-policy|cross-origin-[a-z-]+|strict-transport-security)$/.test(
        name,
      ),
    ),
  );

test.each([
  '/',
  '/doctors/Audiologist',
  '/main.1a2b3c4d.js',
  '/remotes.json',
  '/mf/public/1/remoteEntry.js',
  '/mf/doctor/1/mf-manifest.json',
])('%s carries exactly the snippet’s headers', async (url) => {
  const res = await fetch(origin + url, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(securityHeaders(res.headers)).toEqual(Object.fromEntries(SNIPPET.map(([name, value]) => [name.toLowerCase(), value])));
});

test('the api’s answers are left to the api, which sets its own', async () => {
  const res = await fetch(`${origin}/api/doctor/list`);
  expect(res.status).toBe(200);
  expect(securityHeaders(res.headers)).toEqual({});
});

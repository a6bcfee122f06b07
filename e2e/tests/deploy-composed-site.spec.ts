import { randomInt } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInAs } from '../support/auth';
import { clinicSlotDate } from '../support/clinic-data';
import { COMPOSED_RATE_LIMIT, startComposedSite, type ComposedSite } from '../support/composed-site';
import { DEMO } from '../support/demo';
import { newPatientDetails } from '../support/patient-helpers';

// The production composition: the repo's nginx gateway and per-app configs, two api processes, PostgreSQL, Redis.
let site: ComposedSite;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startComposedSite();
});
test.afterAll(async () => site?.stop());

/** A client at its own (documentation-range) address, as the gateway reports it to the api. */
const clientAt = (address: string) =>
  playwrightRequest.newContext({ baseURL: site.baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
const requestsTo = (path: string) => site.apiLogs().map((log) => log.split('\n').filter((line) => line.includes(`"url":"${path}`)).length);

test('every path answers with its cache rule, its security headers and compression', async ({ request }) => {
  const get = (path: string, encoding = 'br, gzip') =>
    request.get(`${site.baseURL}${path}`, { headers: { 'accept-encoding': encoding }, maxRedirects: 0 });
  const page = await get('/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  // The shell's entry (the page, rendered, preloads it and starts it after its first paint).
  const shellChunk = (await page.text()).match(/"?\/(main\.[0-9a-f]{8}\.js)/)?.[1];
  expect(shellChunk).toBeTruthy();
  const chunk = await get(`/${shellChunk}`);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers()['content-encoding']).toBe('br');
  expect((await get(`/${shellChunk}`, 'gzip')).headers()['content-encoding']).toBe('gzip');

  const deepLink = await get('/doctors/Neurologist');
  expect(deepLink.status()).toBe(200);
  expect(deepLink.headers()['content-type']).toContain('text/html');
  expect(deepLink.headers()['cache-control']).toBe('no-cache');
  expect((await get('/missing.0badc0de.js')).status()).toBe(404);

  const remotes = await get('/remotes.json');
  expect(remotes.headers()['cache-control']).toBe('no-cache');
  const map = (await remotes.json()) as Record<string, string>;
  expect(map).toEqual({
    mf_public: '/mf/public/1/mf-manifest.json',
    mf_patient: '/mf/patient/1/mf-manifest.json',
    mf_admin: '/mf/admin/1/mf-manifest.json',
    mf_doctor: '/mf/doctor/1/mf-manifest.json',
  });
  for (const manifestUrl of Object.values(map)) {
    const manifest = await get(manifestUrl);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
    const base = manifestUrl.replace('mf-manifest.json', '');
    const entry = await get(`${base}${metaData.remoteEntry.name}`);
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['content-security-policy']).toBeTruthy();
    expect((await get(`${base}missing.js`)).status()).toBe(404);
  }

  const api = await get('/api/doctor/list');
  expect(api.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(((await api.json()) as { success: boolean }).success).toBe(true);
});

test('the site works in the browser through the gateway, within its CSP', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${site.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${site.baseURL}/doctors`);
  await expect(page.getByRole('link', { name: /Dr\. Ananya Iyer/ }).first()).toBeVisible();

  const client = await clientAt('192.0.2.20');
  const { token } = (await (await client.post('/api/user/login', { data: DEMO.patient })).json()) as { token: string };
  await signInAs(page, 'patient', token);
  await page.goto(`${site.baseURL}/my-appointments`);
  await expect(page.getByRole('heading', { name: 'My Appointments' })).toBeVisible();
  expect(problems).toEqual([]);
  await client.dispose();
});

test('50 patients booking one slot across both api processes: exactly one gets it', async () => {
  const patients = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      // Register budgets are per address, so each patient comes from its own.
      const client = await clientAt(`203.0.113.${i + 1}`);
      const details = newPatientDetails('Composed');
      const body = (await (await client.post('/api/user/register', { data: details })).json()) as { token?: string; message: string };
      expect(body.token, body.message).toBeTruthy();
      return { client, token: body.token!, name: details.name };
    }),
  );
  const anyone = patients[0]!.client;
  const { doctors } = (await (await anyone.get('/api/doctor/list')).json()) as { doctors: { _id: string; available: boolean }[] };
  const docId = doctors.find((d) => d.available)!._id;
  const slot = { docId, slotDate: clinicSlotDate(6), slotTime: '16:30' };
  const before = requestsTo('/api/user/book-appointment');

  const answers = await Promise.all(
    patients.map(async ({ client, token, name }) => {
      const response = await client.post('/api/user/book-appointment', {
        headers: { token },
        data: { ...slot, userData: { name, phone: '98450 55555' } },
      });
      return { status: response.status(), body: (await response.json()) as { success: boolean; message: string } };
    }),
  );
  expect(answers.filter((a) => a.body.success)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409 && a.body.message === 'Slot Not Available')).toHaveLength(49);
  const served = requestsTo('/api/user/book-appointment').map((n, i) => n - before[i]!);
  expect(
    served.every((n) => n > 0),
    `bookings served per process: ${served}`,
  ).toBe(true);

  const admin = await clientAt('192.0.2.10');
  const { token } = (await (await admin.post('/api/admin/login', { data: DEMO.admin })).json()) as { token: string };
  const { appointments } = (await (await admin.get('/api/admin/appointments', { headers: { atoken: token } })).json()) as {
    appointments: { docId: string; slotDate: string; slotTime: string; cancelled: boolean }[];
  };
  expect(
    appointments.filter((a) => a.docId === docId && a.slotDate === slot.slotDate && a.slotTime === slot.slotTime && !a.cancelled),
  ).toHaveLength(1);
  await Promise.all([...patients.map((p) => p.client.dispose()), admin.dispose()]);
});

test('the login limit is one count across both api processes (Redis)', async () => {
  const client = await clientAt(`198.51.100.${randomInt(1, 255)}`);
  const before = requestsTo('/api/user/login');
  const statuses: number[] = [];
  for (let i = 0; i <= COMPOSED_RATE_LIMIT; i++) {
    statuses.push((await client.post('/api/user/login', { data: { email: 'nobody@example.in', password: 'wrong-password' } })).status());
  }
  // Alone, each process would have allowed COMPOSED_RATE_LIMIT attempts: the gateway alternates them.
  expect(statuses.slice(0, COMPOSED_RATE_LIMIT).every((s) => s !== 429)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  const served = requestsTo('/api/user/login').map((n, i) => n - before[i]!);
  expect(
    served.every((n) => n > 0),
    `logins served per process: ${served}`,
  ).toBe(true);
  await client.dispose();
});

// Last: it stops the render service.
test('pages arrive rendered by the render service; with it down, the gateway serves the plain shell page', async ({ request, page }) => {
  const html = async (path: string) => {
    const answer = await request.get(`${site.baseURL}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    return answer.text();
  };
  // The public pages, through nginx, rendered from the remotes' published server builds (versioned paths).
  expect(await html('/')).toContain('Better Hearing, Better Life</h1>');
  expect(await html('/doctors')).toMatch(/<ul class="[^"]*" aria-label="Doctors">.*Dr\. Ananya Iyer/);
  expect(await html('/doctors')).toContain('href="/mf/public/1/__federation_expose_DoctorsPage.');

  await site.stopRender();
  const plain = await html('/doctors');
  expect(plain).toMatch(/<div id="?root"?><\/div>/);
  // ... which the browser renders itself, as before there was a render service.
  await page.goto(`${site.baseURL}/doctors`);
  await expect(page.getByRole('link', { name: /Dr\. Ananya Iyer/ }).first()).toBeVisible();
});

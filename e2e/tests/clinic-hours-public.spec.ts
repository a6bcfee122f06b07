import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { axeOn } from '../support/axe';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import { appReady } from '../support/app-ready';
import { DEMO, loginToken } from '../support/auth';

/**
 * Issue 20: the footer and the contact page show the clinic's hours from the calendar the slots are made
 * from, rendered on the server. This spec changes the demo's hours and adds a closure; both are put back
 * in afterAll (the suite shares one demo database).
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-public';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface Interval {
  from: string;
  to: string;
}
type Weekly = Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', Interval[]>;
interface ClinicHours {
  weekly: Weekly;
  windowDays: number;
  minNoticeMinutes: number;
  cancelCutoffMinutes: number;
}

// Only wider than the spec's grid (every day 10:00–21:00), so no demo appointment is ever affected.
const weekday = [{ from: '08:00', to: '21:00' }];
const weekend = [{ from: '10:00', to: '22:00' }];
const WIDER: Weekly = { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: weekend, sun: weekend };

test.describe.configure({ mode: 'serial' });

let atoken = '';
let original: ClinicHours | undefined;
let closureId: string | undefined;
let closureLabel = '';

const footerHours = (page: Page) => page.getByRole('contentinfo').getByRole('region', { name: 'Opening hours' });
const contactHours = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Opening hours' });
/** The page as a browser first receives it (a GET for HTML), before any script runs. */
const servedHtml = async (request: APIRequestContext) => (await request.get('/contact', { headers: { accept: 'text/html' } })).text();
const rows = (region: Locator) =>
  region.getByRole('term').evaluateAll((terms) => terms.map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`));

async function setHours(request: APIRequestContext, hours: ClinicHours) {
  const response = await request.post('/api/admin/clinic-hours', { headers: { atoken }, data: hours });
  expect(await response.json(), 'setting the clinic hours').toMatchObject({ success: true });
}

/** `D_M_YYYY` of the day `offset` days after today in the clinic's zone, and how the page names it. */
function clinicDay(timeZone: string, offset: number) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + offset));
  const label = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(date);
  return { slotDate: `${date.getUTCDate()}_${date.getUTCMonth() + 1}_${date.getUTCFullYear()}`, label: label.replace(',', '') };
}

test.beforeAll(async ({ request }) => {
  atoken = await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password);
  original = ((await (await request.get('/api/admin/clinic-hours', { headers: { atoken } })).json()) as { hours: ClinicHours }).hours;
});

test.afterAll(async ({ request }) => {
  if (closureId) await request.post('/api/admin/delete-closure', { headers: { atoken }, data: { closureId } });
  if (original) await setHours(request, original);
});

test("the demo's hours (the spec's grid) are in the footer and on the contact page, in the HTML the server sends", async ({
  page,
  request,
}) => {
  // A plain GET, no script run: the hours are in the markup.
  const html = await servedHtml(request);
  expect(html).toContain('<dt>Monday to Sunday</dt><dd>10:00 am – 9:00 pm</dd>');
  expect(html).toMatch(/<section aria-labelledby="opening-hours"[^>]*>.*?Monday to Sunday<\/dt><dd>10:00 am – 9:00 pm<\/dd>/);

  // The page the server drew is taken over as it is: nobody asks the api for the hours again.
  const asked: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/api/clinic/hours' && asked.push(r.url()));
  await page.goto('/');
  await appReady(page);
  expect(await rows(footerHours(page))).toEqual(['Monday to Sunday: 10:00 am – 9:00 pm']);

  // After a navigation in the browser, the contact page shows the same hours at once.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(contactHours(page).getByRole('term')).toHaveText(['Monday to Sunday']);
  expect(await rows(contactHours(page))).toEqual(['Monday to Sunday: 10:00 am – 9:00 pm']);
  await expect(contactHours(page).getByRole('list', { name: 'Days we are closed' })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test("after the admin changes the hours and closes a day, a reload shows them: the slots' calendar, not a copy", async ({
  page,
  request,
}) => {
  await setHours(request, { ...original!, weekly: WIDER });
  // A day near the end of the booking window with no appointment on it (a closure over one is refused).
  const { clinicTz } = (await (await request.get('/api/doctor/list')).json()) as { clinicTz: string };
  for (let offset = original!.windowDays - 1; offset > 0 && !closureId; offset--) {
    const day = clinicDay(clinicTz, offset);
    const response = await request.post('/api/admin/add-closure', {
      headers: { atoken },
      data: { slotDate: day.slotDate, reason: 'Staff training' },
    });
    const body = (await response.json()) as { success: boolean; closureId?: string };
    if (body.success) [closureId, closureLabel] = [body.closureId, day.label];
  }
  expect(closureId, 'a day in the window without appointments to close').toBeTruthy();

  const expected = ['Monday to Friday: 8:00 am – 9:00 pm', 'Saturday and Sunday: 10:00 am – 10:00 pm'];
  // The renderer keeps the hours it read for a second.
  await expect(async () => {
    await page.goto('/contact');
    expect(await rows(contactHours(page))).toEqual(expected);
  }).toPass({ timeout: 10_000 });
  expect(await rows(footerHours(page))).toEqual(expected);
  await expect(contactHours(page).getByRole('list', { name: 'Days we are closed' }).getByRole('listitem')).toHaveText([
    `Closed on ${closureLabel}: Staff training`,
  ]);
  // And in the HTML itself.
  const html = await servedHtml(request);
  expect(html).toContain('<dt>Saturday and Sunday</dt><dd>10:00 am – 10:00 pm</dd>');
  expect(html).toContain(`<li>Closed on ${closureLabel}: Staff training</li>`);
});

test('the hours have no axe violations at 375 and 1280 px, and are kept as screenshots', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    await appReady(page);
    await expect(contactHours(page).getByRole('listitem')).toHaveCount(1);
    const results = await axeOn(page).withTags(AXE_TAGS).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `contact at ${width}px`,
    ).toEqual([]);
    await keepShot(contactHours(page), path.join(SHOTS, `contact-hours-${width}.png`));
    // The footer's hours alone: the header and the phone contact bar are fixed, and would cover a whole-footer shot.
    await keepShot(footerHours(page), path.join(SHOTS, `footer-hours-${width}.png`));
  }
});

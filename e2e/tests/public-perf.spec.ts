import { expect, test } from '../support/test';
import { recordScripts } from '../support/public-pages';

/**
 * First-load JavaScript: every script the page loads before it is idle, each gzip-compressed. Most of it
 * is the shell's shared baseline (react-dom 42 KB, the one federation runtime 28 KB, the shared parts of
 * react-router 14 KB); zod, toasts and the staff frame load only where they are used, and stylesheets are
 * CSS files. The api client is the browser's fetch (axios, 21 KB wherever a call was made, left on 7 December). The public remote's own page code is
 * budgeted separately. Measured: / 118.2 KB (page 9.0 KB), /doctors 113.2 KB (page 4.2 KB). The issue's
 * target for / is 130 KB; the budgets sit a little above the measure, so any growth is a choice. Issue 19
 * chose +2.7 KB: the page-arrival trigger (0.55 KB), the phone contact bar, the booking confirmation's store
 * and slot (0.46 KB), the shared kit's No-show status and checkbox group, and /doctors' search (1.6 KB).
 * Issue 21 chose +0.1 KB on both (/ 120.1, /doctors 114.4): the routes of two new pages (Sent messages,
 * Unsubscribe) and the paths of four new calls, which every page's router and client carry. Issue 23 chose
 * +0.9 KB on both (/ 121.0, /doctors 115.4): the paths of seven new calls (Razorpay, receipts, series), the
 * receipt page's route, and the shared kit's refund badge; the receipt's lines stay out of `format` (their
 * own entry), as a value from the contract there brought zod (23 KB) into every page.
 * Issue 24 (languages) sets / at 125 KB in every language, and takes +3.7 KB (/ 124.7, /doctors 121.1):
 * Lingui's core and the one i18n module (3.5 KB), the switcher, the language negotiation. The words
 * themselves are no longer script: every catalog, English too, is a data file, and a server-rendered page
 * brings the words it used in its served state (public-languages.spec.ts). The script is the same in
 * every language, which each run measures. Its second part reached 125.0 KB, then gave back 0.9 KB (/ 124.2,
 * /doctors 120.5): the appointment badges and the checkbox group left the shared `ui` entry (a shared entry
 * loads whole) for entries of their own, which only the panels load.
 * Issue 35 chose +0.6 KB on /doctors (120.6 → 121.2): the search's spelling fold for Hindi and Kannada; its
 * table of the clinic's words in three languages (2.8 KB) is a chunk of its own, asked for when a search needs it.
 * The clinic's own model (decisions 54–57) took +0.7 KB on / and +0.6 KB on /doctors (/ 124.9, /doctors 121.8):
 * the routes of five new calls and of the Staff page. The calls' permissions stay out of the route table
 * (`CALL_PERMISSIONS`, 0.3 KB more on every page otherwise), and the token's account role is read only by
 * the staff layout.
 * The 60 calls behind a staff token left the route table every page downloads (`STAFF_ROUTES`, a chunk the
 * shared client fetches with the first of them): / 125.0 → 124.4 KB, /doctors 122.0 → 121.4 KB.
 */
/*
 * Decision 59 serves the home and the doctors' page as islands: no federation runtime, only the parts that
 * answer input hydrated, from the shell's islands bundle (React, the router subset, the stores: 79.4 KB) and
 * the public remote's (its entry and the page's islands' chunks). / 124.4 → 85.4 KB in every language,
 * /doctors 121.4 → 83.9 KB; the target for every public page is 92 KB.
 */
const BUDGET_KB: Record<string, number> = { '/': 92, '/doctors': 92 };

for (const [route, lang] of [
  ['/', 'en'],
  ['/', 'hi'],
  ['/', 'kn'],
  ['/doctors', 'en'],
] as const) {
  test(`first-load JS of ${route} in ${lang}`, async ({ page, context }, testInfo) => {
    await context.addCookies([{ name: 'lang', value: lang, url: testInfo.project.use.baseURL! }]);
    const all = recordScripts(page);
    const ownCode = recordScripts(page, (url) => url.includes('/mf/public/') && !url.endsWith('/remoteEntry.js'));
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = await all.gzipBytes();
    const own = await ownCode.gzipBytes();
    const line = `${route} (${lang}): ${(total / 1024).toFixed(1)} KB gzip in ${all.urls().length} files (public page code ${(own / 1024).toFixed(1)} KB)`;
    testInfo.annotations.push({ type: 'first-load JS (gzip)', description: line });
    console.log(`first-load JS of ${line}`);

    expect(all.urls().some((url) => url.includes('testimonials-carousel'))).toBe(false);
    // No federation runtime and no remote entry on a page served as islands.
    expect(all.urls().some((url) => url.endsWith('/remoteEntry.js'))).toBe(false);
    // Lingui's ICU parser is for builds and tests: the browser only interpolates compiled messages.
    expect((await all.texts()).some((text) => text.includes('Unexpected lexer token'))).toBe(false);
    expect(own).toBeLessThan(12 * 1024);
    expect(total).toBeLessThan(BUDGET_KB[route]! * 1024);
  });
}

test('the doctor list every page reads at start arrives compressed, as the deployment sends it', async ({ request }) => {
  const list = await request.get('/api/doctor/list', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(list.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(((await list.json()) as { success: boolean }).success).toBe(true);
});

test('the doctor list is read once per page: a page the server renders brings it, one the browser renders preloads it', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/doctor/list') asked.push(request.resourceType());
  });
  // Server-rendered: the list it was rendered from is in the page; the app asks for nothing more.
  await page.goto('/doctors');
  await expect(page.getByRole('list', { name: 'Doctors' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // Rendered in the browser (a sign-in page): the HTML's preload ('other'), and no second request
  // ('fetch') from the app, which read the preload's answer.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual(['other']);
});

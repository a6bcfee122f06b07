import { randomUUID } from 'node:crypto';
import { axeOn } from './axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clinicSlotDate } from './clinic-data';
import { SCREENSHOTS } from './screenshots';

export { clinicSlotDate };

export interface TestPatient {
  name: string;
  email: string;
  password: string;
  token: string;
}

export const newPatientDetails = (label = 'Patient') => {
  const id = randomUUID().slice(0, 8);
  return { name: `${label} ${id}`, email: `${label.toLowerCase().replace(/\W+/g, '')}.${id}@example.in`, password: 'Patient@12345' };
};

/**
 * An e-mail no account has, for a sign-in meant to fail: the server answers it with the same words as a wrong
 * password, and each one is new, so the sign-in slowdown (decision 47) never holds back a test that fails
 * on purpose, however many others share the server.
 */
export const strangerEmail = () => `no-one.${randomUUID().slice(0, 8)}@example.in`;

/**
 * Registers a fresh patient through the api. Login and register share a small per-minute budget
 * (AUTH_RATE_LIMIT), so a 429 waits for the window the server names and tries again.
 */
export async function registerPatient(request: APIRequestContext, label?: string): Promise<TestPatient> {
  const details = newPatientDetails(label);
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await request.post('/api/user/register', { data: details });
    if (response.status() === 429) {
      const wait = Number(response.headers()['retry-after'] ?? 60);
      await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
      continue;
    }
    const body = (await response.json()) as { success: boolean; token?: string; message: string };
    if (!body.success || !body.token) throw new Error(`register failed: ${body.message}`);
    return { ...details, token: body.token };
  }
  throw new Error('register stayed rate-limited');
}

export interface ListedDoctor {
  _id: string;
  name: string;
  speciality: string;
  fees: number;
  available: boolean;
}

/** An available doctor from the public list; `index` picks another one so tests do not share slots. */
export async function availableDoctor(request: APIRequestContext, index = 0): Promise<ListedDoctor> {
  const body = (await (await request.get('/api/doctor/list')).json()) as { doctors: ListedDoctor[] };
  const doctor = body.doctors.filter((d) => d.available)[index];
  if (!doctor) throw new Error('no available doctor in the demo data');
  return doctor;
}

/** The last day pill (day 7): clear of today's cut-off, so its first slot is always on offer. */
export async function pickLastDayFirstSlot(page: Page): Promise<string> {
  await page.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio').last().click();
  const slot = page
    .getByRole('radiogroup', { name: /^Time on/ })
    .getByRole('radio')
    .first();
  const time = (await slot.getAttribute('data-slot'))!;
  await slot.click();
  await expect(slot).toHaveAttribute('aria-checked', 'true');
  return time;
}

export const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

/**
 * Keeps the text of every toast shown from now on in this page (until it reloads). A toast lasts 5 s, which a
 * busy machine can outlast between a click and the assertion's first look; the record does not go away.
 */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const shown of document.querySelectorAll('.Toastify__toast')) {
        const text = shown.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a toast saying `text` has been shown since `recordToasts`. */
export async function expectToastShown(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { toastsSeen?: string[] }).toastsSeen ?? []))
    .toContainEqual(expect.stringContaining(text));
}

/** WCAG 2.2 AA as axe knows it, zero violations, with the offending targets in the failure message. */
export async function expectNoAxeViolations(page: Page, label?: string) {
  const { violations } = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/**
 * The widths issue 19 names, and what each is checked for. No screen's markup depends on the width (no
 * component asks for the window's size: the shell, the remotes and shared lay out by CSS alone), and every
 * rule that hides or shows an element does so below a `max-width`: so each element is shown at 375 px (the
 * phone's ☰ and menu, cards for tables, the staff sidebar behind its toggle) or at 1280 px (the header's
 * links, tables, the sidebar), and 768 and 1024 px show the same elements laid out otherwise. axe scans the
 * two (1–3 s each); at 768 and 1024 px the layout is checked for reflow, nothing wider than the screen
 * (WCAG 1.4.10), which takes milliseconds.
 */
export const AXE_WIDTHS = [375, 1280] as const;
export const LAYOUT_WIDTHS = [768, 1024] as const;

/** Nothing on the page is wider than the window: no sideways scrolling at this width (WCAG 1.4.10). */
export async function expectNoSidewaysScroll(page: Page, label?: string) {
  const wide = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(wide.page, label ?? `page width at ${wide.window} px`).toBeLessThanOrEqual(wide.window);
}

/** The page as drawn at its current width: axe at a width of `AXE_WIDTHS`, at any other nothing wider than the screen. */
export async function expectAccessibleAtThisWidth(page: Page, label?: string) {
  const width = page.viewportSize()!.width;
  if ((AXE_WIDTHS as readonly number[]).includes(width)) await expectNoAxeViolations(page, label);
  else await expectNoSidewaysScroll(page, `${label ?? 'the page'}: nothing wider than the screen at ${width} px`);
}

/**
 * `expectNoAxeViolations` at each of `AXE_WIDTHS` and `expectNoSidewaysScroll` at each of `LAYOUT_WIDTHS`,
 * each a step named by its width; the viewport is put back after.
 */
export async function expectNoAxeViolationsAtEveryWidth(page: Page) {
  const original = page.viewportSize();
  for (const width of [...AXE_WIDTHS, ...LAYOUT_WIDTHS].sort((a, b) => a - b)) {
    const axe = (AXE_WIDTHS as readonly number[]).includes(width);
    await test.step(`${axe ? 'axe' : 'reflow'} at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessibleAtThisWidth(page);
    });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Full-page screenshots at a phone and a desktop width, kept with the run's output for a human to look at
 * (with `E2E_SCREENSHOTS=1`, support/screenshots.ts).
 */
export async function snap(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** The times of a clinic day (10:00 to 20:30) a doctor still has free, from the public list. */
export async function freeTimes(request: APIRequestContext, docId: string, slotDate: string): Promise<string[]> {
  const { doctors } = (await (await request.get('/api/doctor/list')).json()) as {
    doctors: { _id: string; slots_booked: Record<string, string[]> }[];
  };
  const taken = new Set(doctors.find((d) => d._id === docId)?.slots_booked[slotDate] ?? []);
  return Array.from({ length: 22 }, (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`).filter(
    (t) => !taken.has(t),
  );
}

export interface Booking {
  docId: string;
  slotDate: string;
  slotTime: string;
  /** The name the patient books under. */
  name: string;
}

/** Books one slot through the api as the patient whose token it is; returns the appointment id. */
export async function book(request: APIRequestContext, token: string, { docId, slotDate, slotTime, name }: Booking): Promise<string> {
  const response = await request.post('/api/user/book-appointment', {
    headers: { token },
    data: { docId, slotDate, slotTime, userData: { name, phone: '98450 55555' } },
  });
  const body = (await response.json()) as { success: boolean; appointmentId?: string; message: string };
  if (!body.success || !body.appointmentId) throw new Error(`booking ${slotDate} ${slotTime} failed: ${body.message}`);
  return body.appointmentId;
}

/**
 * Books a free slot of day 7 with a doctor through the api; returns the appointment id. `nth` picks a
 * later free slot, since one patient cannot hold two appointments at the same time (decision 8).
 */
export async function bookViaApi(request: APIRequestContext, patient: TestPatient, docId: string, nth = 0): Promise<string> {
  const slotDate = clinicSlotDate(6);
  const slotTime = (await freeTimes(request, docId, slotDate))[nth]!;
  return book(request, patient.token, { docId, slotDate, slotTime, name: patient.name });
}

import path from 'node:path';
import { axeOn } from '../support/axe';
import { expect, test, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import { PUBLIC_ROUTES, SCREENSHOT_DIR, WIDTHS, bringInReviews, scrollThrough } from '../support/public-pages';
import { appReady } from '../support/app-ready';
import { expectNoSidewaysScroll } from '../support/patient-helpers';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, label).toEqual([]);
}

/** Loads a route fully: lazy blocks in, carousels paused on their first page so screenshots are stable. */
async function settle(page: Page, route: string, heading: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await scrollThrough(page);
  if (route === '/') {
    await bringInReviews(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Where axe scans each page. The public pages' markup does not depend on the width, and CSS shows or hides
 * elements only below a `max-width`: each element is shown at 375 px (☰, the phone's bar) or at 1280 px (the
 * header's links), and 1024 and 768 px lay the same elements out otherwise: there, nothing may be wider than
 * the screen (reflow, WCAG 1.4.10), a check of milliseconds beside a settled load and a scan of seconds. The
 * home's testimonials are the one exception: Swiper shows 1, 2 or 3 of them by the width (572 and 992 px,
 * mf-public's carousel-settings.ts), so its 2-per-page state at 768 px is scanned as well.
 */
const axeWidths = (path: string): number[] => (path === '/' ? [1280, 768, 375] : [1280, 375]);

for (const route of PUBLIC_ROUTES) {
  // One settled load per scanned width serves both the scan and the screenshot; a width checked for reflow
  // is the page before it redrawn.
  test(`${route.path}: no axe violations (WCAG 2.2 AA) at ${axeWidths(route.path).join(', ')} px, nothing wider than the screen at 1024 and 768 px; screenshots with E2E_SCREENSHOTS=1`, async ({
    page,
  }) => {
    // Settled loads and scans: heavy beside the other stages on two cores.
    test.setTimeout(120_000);
    for (const width of [1280, 1024, 768, 375]) {
      await page.setViewportSize({ width, height: 900 });
      if (axeWidths(route.path).includes(width)) {
        await settle(page, route.path, route.heading);
        await expectNoAxeViolations(page, `${route.path} at ${width}px`);
      }
      if (width !== 1280 && width !== 375) await expectNoSidewaysScroll(page, `${route.path} at ${width}px`);
      if ((WIDTHS as readonly number[]).includes(width))
        await keepShot(page, path.join(SCREENSHOT_DIR, `${route.name}-${width}.png`), { fullPage: true });
    }
  });

  test(`${route.path}: no axe violations with motion on (carousels running)`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    // The carousels keep turning, but each change lands at once: axe judges colours as they stand, and a
    // slide caught in its 400 ms cross-fade reads as faint text (WCAG judges the text at rest).
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    await expectNoAxeViolations(page, route.path);
  });
}

test('the open mobile menu has no axe violations, and is kept as a screenshot (E2E_SCREENSHOTS=1)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoAxeViolations(page, 'mobile menu');
  await keepShot(page, path.join(SCREENSHOT_DIR, 'mobile-menu-375.png'));
});

test('focus is visible: the ring is at least 3:1 against white', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your name').focus();
  await page.keyboard.press('Tab');
  const ring = await page.getByLabel('Email').evaluate((el) => getComputedStyle(el).outlineColor);
  expect(ring).toBe('rgb(18, 63, 140)');
});

test('the contact form with every message showing has no axe violations at 375 and 1280 px', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    await appReady(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    // data-app-ready marks the shell's hydration; the page's own boundary may hydrate a moment later and
    // put back the empty value the server rendered, so the typing is repeated until the form has it.
    await expect(async () => {
      await form.getByLabel('Phone').fill('98450');
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByText(/^Please enter a valid phone number/)).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByText(/^Please enter a valid phone number/)).toBeVisible();
    await expectNoAxeViolations(page, `contact form with errors at ${width}px`);
  }
});

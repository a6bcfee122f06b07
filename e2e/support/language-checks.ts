import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './patient-helpers';
import { SCREENSHOT_DIR } from './public-pages';
import { keepShot } from './screenshots';

/** The page as it stands, after its fonts (a face that swaps in moves text): no axe violation (WCAG 2.2 AA). */
export async function expectAxeClean(page: Page, label: string) {
  await page.evaluate(() => document.fonts.ready);
  await expectNoAxeViolations(page, label);
}

/**
 * No text runs off the screen or is cut off by its box: Hindi and Kannada run longer than English and
 * their letters are taller (a row that scrolls sideways on purpose may be wider; its own cells may not clip).
 */
export async function expectNothingClipped(page: Page, label: string) {
  const overflow = await page.evaluate(() => {
    const wide = document.documentElement.scrollWidth > window.innerWidth ? [`page ${document.documentElement.scrollWidth}px`] : [];
    const clipped = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, a, button, label, p, li, th, td')]
      .filter(
        (el) =>
          el.offsetParent &&
          el.clientWidth > 1 &&
          /hidden|clip/.test(getComputedStyle(el).overflowX) &&
          el.scrollWidth > el.clientWidth + 1,
      )
      .map((el) => el.textContent!.trim().slice(0, 40));
    return [...wide, ...clipped];
  });
  expect(overflow, label).toEqual([]);
}

/** A full-page screenshot in the suite's screenshot folder, for a person to look at (with `E2E_SCREENSHOTS=1`). */
export async function keepScreenshot(page: Page, name: string) {
  await keepShot(page, path.join(SCREENSHOT_DIR, `${name}.png`), { fullPage: true });
}

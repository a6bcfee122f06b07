import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots that assert nothing, kept for a person to look at (DESIGN.md: look at your screens), are taken
 * only when `E2E_SCREENSHOTS=1`: `npm run screenshots -w e2e` runs the suite with them (docs/toolchain.md).
 * CI's time is a budget: a full-page shot costs 0.1–0.6 s, and the suite took a few hundred of them.
 * A screenshot a test reads (compares, measures) is not one of these and is always taken.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** A screenshot of the page (full page when asked) or of one element, to `file`, when screenshots are on. */
export async function keepShot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}) {
  if (!SCREENSHOTS) return;
  mkdirSync(path.dirname(file), { recursive: true });
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path: file });
}

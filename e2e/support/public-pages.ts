import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Every public route of spec section 2, with its h1. */
export const PUBLIC_ROUTES = [
  { name: 'home', path: '/', heading: 'Better Hearing, Better Life' },
  { name: 'about', path: '/about', heading: 'About Us' },
  { name: 'services', path: '/services', heading: 'Our Services' },
  { name: 'doctors', path: '/doctors', heading: 'Our Doctors' },
  { name: 'doctors-speciality', path: '/doctors/Hearing%20Aid%20and%20Speech%20Specialist', heading: 'Our Doctors' },
  { name: 'doctors-search', path: '/doctors?q=kannada', heading: 'Our Doctors' },
  { name: 'contact', path: '/contact', heading: 'Contact Us' },
] as const;

export const WIDTHS = [375, 768, 1280] as const;

/** Kept as artifacts of the run (DESIGN.md: look at your screens). */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? path.join(__dirname, '..', 'test-results', 'screenshots');

export const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

/**
 * Scrolls to the bottom in steps, so lazily loaded blocks come in, then back up. Each step waits for two
 * frames as well as 60 ms: an IntersectionObserver sees a position only at a rendering step, and on a busy
 * machine a bare timer can pass a block by before the browser has drawn it in view.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await Promise.all([new Promise((resolve) => setTimeout(resolve, 60)), frame().then(frame)]);
    }
    window.scrollTo(0, 0);
  });
}

/**
 * The home's reviews carousel, loaded: its section is brought into view and held there until the carousel is
 * in (it is fetched only when the section comes near, and the remote may mount after a quick scroll has passed).
 */
export async function bringInReviews(page: Page) {
  await page.getByRole('region', { name: 'What Our Patients Say' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Patient reviews' })).toBeVisible();
}

/** Collects the JavaScript a page loads; `gzipBytes()` is the sum of each file gzip-compressed at level 9. */
export function recordScripts(page: Page, include: (url: string) => boolean = () => true) {
  const scripts = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok() || !include(response.url())) return;
    scripts.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  return {
    urls: () => [...scripts.keys()],
    texts: async () => (await Promise.all(scripts.values())).map((body) => body?.toString('utf8') ?? ''),
    gzipBytes: async () => {
      let total = 0;
      for (const body of await Promise.all(scripts.values())) if (body) total += gzipSync(body, { level: 9 }).length;
      return total;
    },
  };
}

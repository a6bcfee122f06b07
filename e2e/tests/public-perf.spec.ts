import { expect, test } from '@playwright/test';
import { recordScripts } from '../support/public-pages';

/**
 * First-load JavaScript: every script the page loads before it is idle, each gzip-compressed. Most of it
 * is the shell's shared baseline (react-dom, react-router, zod, axios, toastify, two federation
 * runtimes); the public remote's own page code is budgeted separately.
 */
for (const route of ['/', '/doctors']) {
  test(`first-load JS of ${route}`, async ({ page }, testInfo) => {
    const all = recordScripts(page);
    const ownCode = recordScripts(page, (url) => url.includes('/mf/public/') && !url.endsWith('/remoteEntry.js'));
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = await all.gzipBytes();
    const own = await ownCode.gzipBytes();
    const line = `${route}: ${(total / 1024).toFixed(1)} KB gzip in ${all.urls().length} files (public page code ${(own / 1024).toFixed(1)} KB)`;
    testInfo.annotations.push({ type: 'first-load JS (gzip)', description: line });
    console.log(`first-load JS of ${line}`);

    expect(all.urls().some((url) => url.includes('testimonials-carousel'))).toBe(false);
    expect(own).toBeLessThan(25 * 1024);
    expect(total).toBeLessThan(300 * 1024);
  });
}

import { expect, test } from '@playwright/test';
import { buildChangedRemote, pointRemotes, publish } from '../support/release';

test.afterAll(() => pointRemotes({}));

test('a rebuilt remote shows on the next page load, and pointing back rolls it back, without touching the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const shellScripts = async () => page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src')));

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  const shellBefore = await shellScripts();

  const dist = buildChangedRemote('mf-public', 'src/pages/AboutPage.tsx', 'title="About Us"', 'title="About Our Clinic"');
  pointRemotes({ mf_public: publish('mf_public', '2.0.0-e2e', dist) });

  const fromRelease = page.waitForResponse((r) => r.url().includes('/releases/mf_public/2.0.0-e2e/') && r.ok());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Our Clinic');
  await fromRelease;
  expect(await shellScripts()).toEqual(shellBefore);

  // Rollback: remotes.json points at the previous build again.
  pointRemotes({});
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  expect(await shellScripts()).toEqual(shellBefore);
});

import { expect, test } from '@playwright/test';
import path from 'node:path';
import { REPO_ROOT } from '../support/env';
import { buildChangedRemote, pointRemotes, releaseScript } from '../support/release';

test.afterAll(() => pointRemotes({}));

test('npm run release publishes a remote on its own; --rollback brings the previous one back; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  // The shell's own scripts; a remote's come and go as the federation runtime loads them.
  const shellScripts = async () =>
    page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src')!).filter((src) => !/\/(mf|releases)\//.test(src)));
  const servedHeading = async () => (await page.request.get('/about', { headers: { accept: 'text/html' } })).text();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  const shellBefore = await shellScripts();

  // Version 1 is the build the site runs now; version 2 changes one heading.
  releaseScript('mf-public', '--from', path.join(REPO_ROOT, 'mf-public', 'dist'), '--version', '1.0.0-e2e');
  const dist = buildChangedRemote('mf-public', 'src/pages/AboutPage.tsx', 'title="About Us"', 'title="About Our Clinic"');
  expect(releaseScript('mf-public', '--from', dist, '--version', '2.0.0-e2e')).toContain('/releases/mf_public/2.0.0-e2e/mf-manifest.json');

  const fromRelease = page.waitForResponse((r) => r.url().includes('/releases/mf_public/2.0.0-e2e/') && r.ok());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Our Clinic');
  await fromRelease;
  // The server renders the page from the released version's server build too.
  expect(await servedHeading()).toContain('About Our Clinic</h1>');
  expect(await shellScripts()).toEqual(shellBefore);

  // Rollback: remotes.json points at the previous release again.
  expect(releaseScript('mf-public', '--rollback')).toContain('/releases/mf_public/1.0.0-e2e/mf-manifest.json');
  const fromPrevious = page.waitForResponse((r) => r.url().includes('/releases/mf_public/1.0.0-e2e/') && r.ok());
  await page.reload();
  await fromPrevious;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  expect(await servedHeading()).toContain('About Us</h1>');
  expect(await shellScripts()).toEqual(shellBefore);
});

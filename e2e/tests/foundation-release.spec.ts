import { expect, test } from '../support/test';
import path from 'node:path';
import { appReady } from '../support/app-ready';
import { REPO_ROOT } from '../support/env';
import { buildChangedRemote, pointRemotes, releaseScript } from '../support/release';

test.afterAll(() => pointRemotes({}));

test('npm run release publishes a remote on its own; --rollback brings the previous one back; the shell is untouched', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // Releases are never overwritten: a retry publishes versions of its own.
  const [v1, v2] = [`1.0.${testInfo.retry}-e2e`, `2.0.${testInfo.retry}-e2e`];
  // The shell's own scripts, as the page names them once it has settled (webpack's chunk scripts come and
  // go while they load; a remote's are its own).
  const shellScripts = async () => {
    await appReady(page);
    await page.waitForLoadState('networkidle');
    return page
      .locator('script[src], link[rel=preload][as=script]')
      .evaluateAll((tags) =>
        tags.map((t) => t.getAttribute('src') ?? t.getAttribute('href')!).filter((src) => !/\/(mf|releases)\//.test(src)),
      );
  };
  const servedHeading = async () => (await page.request.get('/about', { headers: { accept: 'text/html' } })).text();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  const shellBefore = await shellScripts();

  // Version 1 is the build the site runs now; version 2 changes one heading.
  releaseScript('mf-public', '--from', path.join(REPO_ROOT, 'mf-public', 'dist'), '--version', v1);
  // The heading is a catalog's text (issue 24): the release carries its words with its code.
  const dist = buildChangedRemote('mf-public', 'src/locales/en.json', '"title": "About Us"', '"title": "About Our Clinic"');
  expect(releaseScript('mf-public', '--from', dist, '--version', v2)).toContain(`/releases/mf_public/${v2}/mf-manifest.json`);

  const fromRelease = page.waitForResponse((r) => r.url().includes(`/releases/mf_public/${v2}/`) && r.ok());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Our Clinic');
  await fromRelease;
  // The server renders the page from the released version's server build too.
  expect(await servedHeading()).toContain('About Our Clinic</h1>');
  expect(await shellScripts()).toEqual(shellBefore);

  // Rollback: remotes.json points at the previous release again.
  expect(releaseScript('mf-public', '--rollback')).toContain(`/releases/mf_public/${v1}/mf-manifest.json`);
  const fromPrevious = page.waitForResponse((r) => r.url().includes(`/releases/mf_public/${v1}/`) && r.ok());
  await page.reload();
  await fromPrevious;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  expect(await servedHeading()).toContain('About Us</h1>');
  expect(await shellScripts()).toEqual(shellBefore);
});

import { expect, test } from '../support/test';

test('an unreachable remote leaves a fallback in its own section only, and Retry recovers it', async ({ page }) => {
  await page.route('**/mf/public/**', (route) => route.abort('connectionrefused'));
  await page.goto('/about');

  const fallback = page.getByRole('alert').filter({ hasText: 'This section is unavailable right now' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Create account' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');

  // Another remote's section still works.
  await page.getByRole('banner').getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');

  // Back on the broken section; when the remote comes back, Retry loads it without a page reload.
  await page.goBack();
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/mf/public/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
});

test('a remote whose page throws while loading shows the fallback, not a blank page', async ({ page }) => {
  await page.route('**/mf/public/__federation_expose_ServicesPage*', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("broken release")' }),
  );
  await page.goto('/services');
  await expect(page.getByText('This section is unavailable right now')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
});

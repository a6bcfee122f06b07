import { expect, test } from '../support/test';

// A page the whole app shows (the contact page: its form is the app's) falls back section by section.
test('an unreachable remote leaves a fallback in its own section only, and Retry recovers it', async ({ page }) => {
  await page.route('**/mf/public/**', (route) => route.abort('connectionrefused'));
  await page.goto('/contact');

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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('a remote whose page throws while loading shows the fallback, not a blank page', async ({ page }) => {
  await page.route('**/mf/public/__federation_expose_ContactPage*', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("broken release")' }),
  );
  await page.goto('/contact');
  await expect(page.getByText('This section is unavailable right now')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
});

// A page served as islands (decision 59) is the server's HTML: with its remote down, the remote's parts
// stay as the server wrote them (read-only, their links plain links), and the shell's islands still answer.
test('on a page served as islands, a dead remote leaves its parts as the server wrote them; the menu still opens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.route('**/mf/public/**', (route) => route.abort('connectionrefused'));
  await page.goto('/doctors');
  const doctors = page.getByRole('list', { name: 'Doctors' }).getByRole('listitem');
  await expect(doctors.first()).toBeVisible();
  await expect(page.locator('html[data-islands]')).toBeAttached();
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
  // The server's link to a doctor's booking page still goes there.
  await doctors.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/appointment\//);
});

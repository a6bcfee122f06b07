import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { appReady } from '../support/app-ready';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtEveryWidth,
  registerPatient,
  toast,
  type TestPatient,
} from '../support/patient-helpers';

// Issue 22: a patient's data rights and their own sign-in, on My profile.
const NEW_PASSWORD = 'quiet-harbour-lantern-42';

/** Signs in through the form, as the patient would (a token planted before each load would outlive a sign-out). */
async function signInThroughForm(page: Page, me: Pick<TestPatient, 'email' | 'password'>) {
  await page.goto('/login?mode=login');
  await appReady(page);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

const loginStatus = async (request: APIRequestContext, email: string, password: string) =>
  (await request.post('/api/user/login', { data: { email, password } })).status();

test('a patient downloads their data, changes the password, then deletes the account and cannot sign in again', async ({
  page,
  request,
}) => {
  const me = await registerPatient(request, 'Rights');
  await signInThroughForm(page, me);
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Password and sign-in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);

  await test.step('Download my data: as JSON, and as a copy to read (issue 35)', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sunrise-clinic-my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ name: me.name, email: me.email });
    expect(data.account.createdAt).toBeTruthy();
    expect(data.appointments).toEqual([]);

    const [copy] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download a copy to read' }).click(),
    ]);
    expect(copy.suggestedFilename()).toMatch(/^sunrise-clinic-my-data-\d{4}-\d\d-\d\d\.html$/);
    const html = await readFile((await copy.path())!, 'utf8');
    expect(html).toContain('<h2 id="profile">Your profile</h2>');
    expect(html).toContain(me.email);
    expect(html).toContain('No appointments yet');
  });

  await test.step('Change the password: the old one stops working, the new one works, this device stays signed in', async () => {
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel(/^New password(?! again)/).fill(NEW_PASSWORD);
    await form.getByLabel('New password again').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    const current = form.getByLabel('Current password');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(/current password/i);

    await current.fill(me.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(current).toHaveValue('');
    expect(await loginStatus(request, me.email, me.password)).toBe(401);
    expect(await loginStatus(request, me.email, NEW_PASSWORD)).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: me.name })).toBeVisible();
  });

  await test.step('Delete the account', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('future appointments will be cancelled');
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Your password').fill(me.password);
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(dialog.getByText('Your password is not right')).toBeVisible();
    await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(toast(page, 'Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    expect(await loginStatus(request, me.email, NEW_PASSWORD)).toBe(401);
  });
});

test('"Sign out everywhere" ends this session and the others, and lands on the login page', async ({ page, request }) => {
  const me = await registerPatient(request, 'Everywhere');
  await signInThroughForm(page, me);
  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login\?mode=login$/);
  await expect(page.locator('.Toastify [role=alert]').first()).toBeVisible();
  // The token from registering is another device's session: it is over too.
  expect((await request.get('/api/user/get-profile', { headers: { token: me.token } })).status()).toBe(401);
});

test('signing up says what the patient agrees to, and the privacy notice is there to read', async ({ page, request }) => {
  await page.goto('/login');
  await appReady(page);
  await expect(page.getByText('By creating an account you agree to our privacy notice.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'privacy notice', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByRole('main')).toContainText('Digital Personal Data Protection Act, 2023');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  await expectNoAxeViolations(page);
  // Rendered on the server like the other public pages: readable before any script runs.
  expect(await (await request.get('/privacy', { headers: { accept: 'text/html' } })).text()).toContain(
    'Digital Personal Data Protection Act, 2023',
  );
});

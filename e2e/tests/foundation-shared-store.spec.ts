import { expect, test } from '../support/test';
import { DEMO } from '../support/auth';

test('a token set inside one remote is seen by the shell and by another remote, and travels with its requests', async ({ page }) => {
  await page.goto('/admin-login');
  // The staff login page belongs to mf_admin …
  await page.getByRole('radio', { name: 'Doctor' }).check();
  await page.getByLabel('Email').fill(DEMO.doctor.email);
  await page.getByLabel('Password').fill(DEMO.doctorPassword);

  const profileRequest = page.waitForRequest((r) => r.url().endsWith('/api/doctor/profile'));
  await page.getByRole('button', { name: 'Log in as Doctor' }).click();

  // … the shell's layout switches to the staff panel without a reload …
  await expect(page.getByTestId('role-badge')).toHaveText('Doctor');
  // … and mf_doctor's dashboard calls the api through the shared client with the same token.
  const request = await profileRequest;
  const stored = await page.evaluate(() => window.localStorage.getItem('dToken'));
  expect(stored).toBeTruthy();
  expect(request.headers()['dtoken']).toBe(stored);
  await expect(page.getByTestId('doctor-greeting')).toContainText('Welcome back, Dr.');

  // Logging out from the shell's top bar clears the token for every remote.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Hearing, Better Life');
  expect(await page.evaluate(() => window.localStorage.getItem('dToken'))).toBeNull();
});

test('a patient who logs in inside mf_patient gets the account menu in the shell header', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login here' }).click();
  await page.getByLabel('Email').fill(DEMO.patient.email);
  await page.getByLabel('Password').fill(DEMO.patient.password);
  const profileRequest = page.waitForRequest((r) => r.url().endsWith('/api/user/get-profile'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Hearing, Better Life');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Account menu for Asha Rao/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Create account' })).toHaveCount(0);
  expect((await profileRequest).headers()['token']).toBeTruthy();
});

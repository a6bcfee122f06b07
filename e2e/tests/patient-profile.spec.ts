import { expect, test } from '../support/test';
import { solidPng } from '../support/clinic-data';
import { signInAs } from '../support/auth';
import { registerPatient, toast } from '../support/patient-helpers';

test('a patient edits the profile with a new photo; the header picture follows', async ({ page, request }) => {
  const me = await registerPatient(request, 'Profile');
  await signInAs(page, 'patient', me.token);
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
  await expect(page.getByRole('heading', { level: 2, name: me.name })).toBeVisible();
  const headerPicture = page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .locator('img');
  const before = await headerPicture.getAttribute('src');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Full name').fill(`${me.name} Updated`);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('98450 44444');
  await form.getByLabel('Address line 1').fill('4 Temple Street');
  await form.getByLabel('Address line 2').fill('Mysuru 570001');
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Date of birth').fill('1958-04-12');
  await form
    .getByText('Change photo')
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await solidPng() });
  await expect(form.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute('src', /^blob:/);

  await form.getByRole('button', { name: 'Save information' }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${me.name} Updated` })).toBeVisible();
  const details = page.getByRole('main');
  await expect(details).toContainText('98450 44444');
  await expect(details).toContainText('4 Temple Street');
  await expect(details).toContainText('Mysuru 570001');
  await expect(details).toContainText('Female');
  await expect(details).toContainText('12 April 1958');
  await expect(headerPicture).not.toHaveAttribute('src', before ?? '');
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${me.name} Updated` })).toBeVisible();

  // It was really stored: a fresh load shows the same.
  await page.reload();
  await expect(page.getByRole('main')).toContainText('12 April 1958');
});

test('the profile keeps a name: an empty one is refused in place', async ({ page, request }) => {
  const me = await registerPatient(request, 'Nameless');
  await signInAs(page, 'patient', me.token);
  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const name = page.getByLabel('Full name');
  await name.fill('');
  await page.getByRole('button', { name: 'Save information' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Name is required')).toBeVisible();
});

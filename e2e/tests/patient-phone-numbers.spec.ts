import { expect, test, type APIRequestContext } from '../support/test';
import { PHONE_MESSAGE } from '@clinic/shared/contract';
import { availableDoctor, pickLastDayFirstSlot, registerPatient, toast, type TestPatient } from '../support/patient-helpers';
import { signInAs } from '../support/auth';

// Issue 19, point 11: a phone number is a phone number. The profile and the booking dialog refuse "98450"
// next to the field before anything is sent, and keep a real number in one form.

const storedProfilePhone = async (request: APIRequestContext, me: TestPatient) =>
  ((await (await request.get('/api/user/get-profile', { headers: { token: me.token } })).json()) as { userData: { phone: string } })
    .userData.phone;
const storedBookings = async (request: APIRequestContext, me: TestPatient) =>
  (
    (await (await request.get('/api/user/appointments', { headers: { token: me.token } })).json()) as {
      appointments: { userData: { phone: string } }[];
    }
  ).appointments;

test('the profile refuses "98450" beside the field and keeps "98450 12345" as +91 98450 12345', async ({ page, request }) => {
  const me = await registerPatient(request, 'Phoning');
  await signInAs(page, 'patient', me.token);
  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  const phone = form.getByRole('textbox', { name: /^Phone/ });

  let saves = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/user/update-profile') && saves++));
  await phone.fill('98450');
  await form.getByRole('button', { name: 'Save information' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(new RegExp(PHONE_MESSAGE.replace(/[.+]/g, '\\$&')));
  await expect(form.getByText(PHONE_MESSAGE)).toBeVisible();
  expect(saves).toBe(0);
  expect(await storedProfilePhone(request, me)).toBe('');

  await phone.fill('98450 12345');
  await form.getByRole('button', { name: 'Save information' }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('+91 98450 12345');
  expect(await storedProfilePhone(request, me)).toBe('+919845012345');
});

test('the booking dialog asks for a phone in the spec’s words, refuses "98450" beside the field, and books with a real one', async ({
  page,
  request,
}) => {
  const doctor = await availableDoctor(request, 5);
  const me = await registerPatient(request, 'Dialling');
  await signInAs(page, 'patient', me.token);
  let bookings = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/user/book-appointment') && bookings++));

  await page.goto(`/appointment/${doctor._id}`);
  await pickLastDayFirstSlot(page);
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your appointment' });
  const phone = dialog.getByLabel('Phone');

  // Empty: the spec's warning.
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();

  // Not a phone number: the rule in words, beside the field and as the warning; nothing is sent.
  await phone.fill('98450');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(PHONE_MESSAGE)).toBeVisible();
  await expect(toast(page, PHONE_MESSAGE)).toBeVisible();
  expect(bookings).toBe(0);
  expect(await storedBookings(request, me)).toEqual([]);

  // An international number goes through, kept in E.164.
  await phone.fill('+44 20 7946 0958');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(toast(page, 'Thankyou for booking an appointment')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(bookings).toBe(1);
  expect((await storedBookings(request, me))[0]!.userData.phone).toBe('+442079460958');
});

test('the booking dialog starts from the profile’s phone, shown as people write it', async ({ page, request }) => {
  const doctor = await availableDoctor(request, 5);
  const me = await registerPatient(request, 'Prefilled');
  const profile = new FormData();
  for (const [key, value] of Object.entries({
    name: me.name,
    phone: '9845012345',
    address: '{"line1":"","line2":""}',
    gender: 'Female',
    dob: 'Not Selected',
  }))
    profile.append(key, value);
  const saved = await request.post('/api/user/update-profile', { headers: { token: me.token }, multipart: profile });
  expect(saved.status()).toBe(200);

  await signInAs(page, 'patient', me.token);
  await page.goto(`/appointment/${doctor._id}`);
  await pickLastDayFirstSlot(page);
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  await expect(page.getByRole('dialog').getByLabel('Phone')).toHaveValue('+91 98450 12345');
});

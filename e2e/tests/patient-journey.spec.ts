import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import {
  availableDoctor,
  clinicSlotDate,
  newPatientDetails,
  pickLastDayFirstSlot,
  registerPatient,
  toast,
} from '../support/patient-helpers';
import { signInAs } from '../support/auth';

const CONFIRM_CANCEL = 'Are you sure you want to cancel this appointment?';

test('a new patient signs up, books, pays with the demo provider, and cancels; the slot is freed again', async ({
  page,
  browser,
  request,
}) => {
  const doctor = await availableDoctor(request);
  const me = newPatientDetails('Journey');

  // Sign up from the header's Create account.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Full Name').fill(me.name);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${me.name}` })).toBeVisible();

  // Pick the doctor from the list, then a slot.
  await page.goto('/doctors');
  await page
    .getByRole('link', { name: new RegExp(doctor.name) })
    .first()
    .click();
  await expect(page).toHaveURL(`/appointment/${doctor._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
  const slotTime = await pickLastDayFirstSlot(page);
  const dayText = (await page.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio', { checked: true }).textContent())!;

  // The modal: name comes from the profile, phone is required.
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your appointment' });
  await expect(dialog.getByLabel('Full name')).toHaveValue(me.name);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await dialog.getByLabel('Phone').fill('98450 22222');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(toast(page, 'Thankyou for booking an appointment')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Home shows the booking's confirmation (issue 19; its own spec: patient-booking-confirmation).
  await expect(page.getByRole('status', { name: 'Your appointment is booked' })).toBeVisible();

  // My Appointments, through the account menu.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'My Appointments' }).click();
  const card = page.getByRole('article').filter({ hasText: doctor.name }).first();
  await expect(card.getByText('Active')).toBeVisible();
  // The pill reads `Fri 27 Nov`; the card reads `27 Nov 2026`.
  await expect(card).toContainText(dayText.split(' ').slice(1).join(' '));
  await expect(card).toContainText(`₹${doctor.fees.toLocaleString('en-IN')}`);

  // Add to calendar gives an .ics with the clinic time in UTC.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /Add to calendar/ }).click();
  const ics = readFileSync((await (await download).path())!, 'utf8');
  expect(ics).toContain(`SUMMARY:Appointment with ${doctor.name}`);
  const [hh, mm] = slotTime.split(':').map(Number);
  const utcMinutes = hh! * 60 + mm! - 330;
  expect(ics).toMatch(
    new RegExp(`DTSTART:\\d{8}T${String(Math.floor(utcMinutes / 60)).padStart(2, '0')}${String(utcMinutes % 60).padStart(2, '0')}00Z`),
  );

  // Pay with the demo provider and come back Paid.
  await card.getByRole('button', { name: 'Pay Online' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/demo\/checkout\//);
  await page.getByRole('button', { name: /^Pay .*\(demo\)/ }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
  await expect(toast(page, 'Payment successful')).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay Online' })).toHaveCount(0);

  // A second patient is not offered that slot.
  const other = await registerPatient(request, 'Second');
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signInAs(otherPage, 'patient', other.token);
  await otherPage.goto(`/appointment/${doctor._id}`);
  await otherPage.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio').last().click();
  const otherTimes = otherPage.getByRole('radiogroup', { name: /^Time on/ });
  await expect(otherTimes.getByRole('radio').first()).toBeVisible();
  await expect(otherTimes.locator(`[data-slot="${slotTime}"]`)).toHaveCount(0);

  // The first patient cancels after the confirm dialog, which says the payment goes back.
  await card.getByRole('button', { name: 'Cancel appointment' }).click();
  const confirm = page.getByRole('dialog', { name: CONFIRM_CANCEL });
  await expect(confirm).toContainText('Cancelling refunds the full ₹');
  await confirm.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(toast(page, 'Appointment Cancelled')).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  // … and the slot is offered again.
  await otherPage.reload();
  await otherPage.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio').last().click();
  await expect(otherPage.getByRole('radiogroup', { name: /^Time on/ }).locator(`[data-slot="${slotTime}"]`)).toBeVisible();
  await otherContext.close();
});

test('a slot taken while the modal was open shows the server message and disappears from the picker', async ({ page, request }) => {
  const doctor = await availableDoctor(request, 1);
  const [me, rival] = [await registerPatient(request, 'Slow'), await registerPatient(request, 'Quick')];
  await signInAs(page, 'patient', me.token);
  await page.goto(`/appointment/${doctor._id}`);
  const slotTime = await pickLastDayFirstSlot(page);
  const slotDate = clinicSlotDate(6);
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone').fill('98450 33333');

  const taken = await request.post('/api/user/book-appointment', {
    headers: { token: rival.token },
    data: { docId: doctor._id, slotDate, slotTime, userData: { name: rival.name, phone: '98450 66666' } },
  });
  expect(taken.status()).toBe(201);

  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(toast(page, 'Slot Not Available')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`/appointment/${doctor._id}`);
  await expect(page.getByRole('radiogroup', { name: /^Time on/ }).locator(`[data-slot="${slotTime}"]`)).toHaveCount(0);
});

import { expect, test, type Page } from '../support/test';
import {
  availableDoctor,
  bookViaApi,
  expectNoAxeViolations,
  expectNoAxeViolationsAtEveryWidth,
  pickLastDayFirstSlot,
  registerPatient,
  snap,
} from '../support/patient-helpers';
import { signInAs } from '../support/auth';

/** Each state: no axe violation at any width, and screenshots at phone and desktop width for a person to look at. */
async function check(page: Page, name: string) {
  await expectNoAxeViolationsAtEveryWidth(page);
  await snap(page, name);
}

test('visitor states: login, a doctor, and the patient pages asking to log in', async ({ page, request }) => {
  // Three states checked by axe at four widths and three more pages at one: 40 to 46 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const doctor = await availableDoctor(request);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
  await check(page, 'login');

  await page.goto(`/appointment/${doctor._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
  await check(page, 'appointment-visitor');

  // A doctor not taking bookings: the page points to the ones who are (issue 19).
  const away = ((await (await request.get('/api/doctor/list')).json()) as { doctors: { _id: string; available: boolean }[] }).doctors.find(
    (d) => !d.available,
  )!;
  await page.goto(`/appointment/${away._id}`);
  await expect(page.getByRole('heading', { name: /is not taking bookings at the moment$/ })).toBeVisible();
  await check(page, 'appointment-unavailable');

  for (const path of ['/my-appointments', '/my-profile', '/verify?success=true&appointmentId=x']) {
    await page.goto(path);
    await expect(page.getByText('Please log in')).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await snap(page, 'verify-visitor');
});

test('patient states: picker, booking dialog, appointments, profile, verify', async ({ page, request }) => {
  // Six states, each checked by axe at four widths and photographed at two, beside a payment: 72 s here, and
  // CI ran out of the default minute at the fifth state.
  test.setTimeout(180_000);
  const doctor = await availableDoctor(request);
  const me = await registerPatient(request, 'Access');
  await signInAs(page, 'patient', me.token);

  await page.goto('/my-appointments');
  await expect(page.getByText('No appointments found')).toBeVisible();
  await check(page, 'my-appointments-empty');

  await page.goto(`/appointment/${doctor._id}`);
  await pickLastDayFirstSlot(page);
  await check(page, 'appointment-slot-chosen');
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'booking-dialog');
  await page.keyboard.press('Escape');

  const paid = await bookViaApi(request, me, (await availableDoctor(request, 1))._id);
  await bookViaApi(request, me, doctor._id, 4);
  const cancelled = await bookViaApi(request, me, (await availableDoctor(request, 2))._id, 8);
  await request.post('/api/user/cancel-appointment', { headers: { token: me.token }, data: { appointmentId: cancelled } });
  const session = (await (
    await request.post('/api/user/payment-stripe', { headers: { token: me.token }, data: { appointmentId: paid } })
  ).json()) as {
    session_url: string;
  };
  await page.goto(session.session_url);
  await page.getByRole('button', { name: /^Pay .*\(demo\)/ }).click();
  // Hold the verify answer back a moment so the spinner state can be checked.
  await page.goto('/');
  await page.route('**/api/user/verifyStripe', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(`/verify?success=true&appointmentId=${paid}`);
  await expect(page.getByRole('status').filter({ hasText: 'Checking your payment' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/my-appointments$/);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await check(page, 'my-appointments');

  await page.goto('/my-profile');
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await check(page, 'my-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await check(page, 'my-profile-edit');
});

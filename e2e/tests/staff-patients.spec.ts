import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import { DEMO, loginToken, signInAs } from '../support/auth';
import { availableDoctor, bookViaApi, clinicSlotDate, expectNoAxeViolations, freeTimes } from '../support/patient-helpers';
import { blockPatient, findPatient, type FoundPatient } from '../support/staff-fixtures';
import { expectToast, openFromSidebar, staffLogin } from '../support/staff-ui';

// Issue 17, point 4: the admin's Patients page. The demo patient is searched for by e-mail, loses their
// upcoming appointments, is blocked (signed out, no booking) and unblocked again.
const SEARCH_LABEL = 'Search by name, e-mail or phone';
const BLOCK_TEXT = 'They will be signed out and cannot book until unblocked.';

const adminToken = (request: APIRequestContext) => loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password);

async function openPatient(page: Page, email: string, name: string) {
  await page.getByLabel(SEARCH_LABEL).fill(email);
  await expect(page.getByTestId('patient-row')).toHaveCount(1);
  await expect(page.getByTestId('patient-row')).toContainText(email);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const detail = page.getByTestId('patient-detail');
  await expect(detail.getByRole('heading', { level: 2, name })).toBeFocused();
  await expect(detail.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  return detail;
}

/** Books a free slot of day 7 (or the slot given) and hands back the api's answer, refusal or not. */
async function bookFreeSlot(request: APIRequestContext, token: string, docId: string, name: string, slotTime?: string) {
  const slotDate = clinicSlotDate(6);
  // From the afternoon, clear of the morning slots bookViaApi takes.
  const slot = slotTime ?? (await freeTimes(request, docId, slotDate)).find((t) => t >= '15:00' && t <= '17:30')!;
  const response = await request.post('/api/user/book-appointment', {
    headers: { token },
    data: { docId, slotDate, slotTime: slot, userData: { name, phone: '98860 11223' } },
  });
  return {
    status: response.status(),
    body: (await response.json()) as { success: boolean; message: string; appointmentId?: string },
    slot,
  };
}

/** The server's own answer to an action, so the toast can be held to the message it sent. */
const answerOf = (page: Page, path: string) =>
  page
    .waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST')
    .then((r) => r.json() as Promise<{ success: boolean; message: string; cancelled?: number }>);

test.describe('the admin Patients page', () => {
  let demoPatient: FoundPatient;
  test.beforeAll(async ({ request }) => {
    demoPatient = await findPatient(request, await adminToken(request), DEMO.patient.email);
  });
  // A failure half-way must not leave the demo patient locked out for the rest of the suite.
  test.afterAll(async ({ request }) => {
    await blockPatient(request, await adminToken(request), demoPatient._id, false);
  });

  test('finds the demo patient, cancels their upcoming appointments, blocks them (signed out, no booking) and unblocks them', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = demoPatient.name;
    let refusedSlot = '';
    let patientToken = await loginToken(request, 'patient', DEMO.patient.email, DEMO.patient.password);
    // At least one upcoming appointment to cancel, whatever earlier tests did with the demo data.
    const doctor = await availableDoctor(request, 2);
    await bookViaApi(request, { name, email: DEMO.patient.email, password: DEMO.patient.password, token: patientToken }, doctor._id, 3);

    const patientPage = await (await browser.newContext()).newPage();
    await signInAs(patientPage, 'patient', patientToken);
    await patientPage.goto('/my-appointments');
    await expect(patientPage.getByRole('heading', { level: 1 })).toHaveText('My Appointments');
    await expect(patientPage.getByText('Please log in')).toHaveCount(0);

    await staffLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
    await openFromSidebar(page, 'Patients');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patients');
    const detail = await openPatient(page, DEMO.patient.email, name);
    await expect(page).toHaveURL(/\/patients\?q=patient%40sunrisehearing\.in$/);

    await test.step('cancel all upcoming appointments: the dialog says how many, the toast is the server message', async () => {
      const upcoming = Number(await page.getByTestId('patient-row').locator('td[data-label="Upcoming"]').textContent());
      expect(upcoming).toBeGreaterThan(0);
      await expect(detail).toContainText(`${upcoming} upcoming appointment`);

      await detail.getByRole('button', { name: 'Cancel all upcoming appointments' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName(`Cancel ${upcoming} upcoming appointment${upcoming === 1 ? '' : 's'} of ${name}?`);
      const answer = answerOf(page, '/api/admin/cancel-patient-appointments');
      await dialog.getByRole('button', { name: /^Cancel \d+ appointments?$/ }).click();
      const { success, message, cancelled } = await answer;
      expect(success).toBe(true);
      expect(cancelled).toBe(upcoming);
      await expectToast(page, message);
      await expect(detail).toContainText('0 upcoming appointments');
      await expect(page.getByTestId('patient-row').locator('td[data-label="Upcoming"]')).toHaveText('0');
      await expect(detail.getByTestId('patient-appointment').getByText('Active', { exact: true })).toHaveCount(0);
      await expect(detail.getByRole('button', { name: 'Cancel all upcoming appointments' })).toHaveAttribute('aria-disabled', 'true');

      await patientPage.reload();
      await expect(patientPage.getByRole('heading', { level: 1 })).toHaveText('My Appointments');
      await expect(patientPage.getByRole('button', { name: /^Cancel appointment/ })).toHaveCount(0);
    });

    await test.step('block: the confirmation says what happens, the badge says Blocked', async () => {
      await detail.getByRole('button', { name: 'Block patient' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName(`Block ${name}?`);
      await expect(dialog).toContainText(BLOCK_TEXT);
      await dialog.getByRole('button', { name: 'Block patient' }).click();
      await expectToast(page, 'Patient blocked');
      await expect(page.getByTestId('patient-row')).toContainText('Blocked');
      await expect(detail.getByRole('button', { name: 'Unblock patient' })).toBeFocused();
      await expect(detail).toContainText('This patient is signed out and cannot book until unblocked.');
      await keepShot(page, test.info().outputPath('patients-blocked-1280.png'), { fullPage: true });
    });

    await test.step("the patient's session is over: their page asks them to log in, and a booking is refused", async () => {
      await patientPage.reload();
      await expect(patientPage.getByText('Please log in')).toBeVisible();
      expect(await patientPage.evaluate(() => window.localStorage.getItem('token'))).toBeFalsy();

      const booking = await bookFreeSlot(request, patientToken, doctor._id, name);
      expect(booking.status).toBeGreaterThanOrEqual(400);
      expect(booking.status).toBeLessThan(500);
      expect(booking.body).toMatchObject({ success: false });
      refusedSlot = booking.slot;
      // Nor can they sign in again to get round it.
      const login = await request.post('/api/user/login', { data: { email: DEMO.patient.email, password: DEMO.patient.password } });
      expect(login.status()).toBeLessThan(500);
      expect(await login.json()).toMatchObject({ success: false });
    });

    await test.step('unblock: the badge goes and the patient can log in again', async () => {
      await detail.getByRole('button', { name: 'Unblock patient' }).click();
      await expect(page.getByRole('dialog')).toHaveAccessibleName(`Unblock ${name}?`);
      await page.getByRole('dialog').getByRole('button', { name: 'Unblock patient' }).click();
      await expectToast(page, 'Patient unblocked');
      await expect(page.getByTestId('patient-row')).not.toContainText('Blocked');
      // The very booking refused while blocked now goes through: the refusal was the block's.
      patientToken = await loginToken(request, 'patient', DEMO.patient.email, DEMO.patient.password);
      const booking = await bookFreeSlot(request, patientToken, doctor._id, name, refusedSlot);
      expect(booking.body).toMatchObject({ success: true });
      await request.post('/api/user/cancel-appointment', {
        headers: { token: patientToken },
        data: { appointmentId: booking.body.appointmentId },
      });
    });
  });

  test('keyboard alone: choose a patient, open a confirmation, Escape returns to the button', async ({ page, request }) => {
    await signInAs(page, 'admin', await adminToken(request));
    await page.goto(`/patients?q=${encodeURIComponent(DEMO.patient.email)}`);
    await expect(page.getByLabel(SEARCH_LABEL)).toHaveValue(DEMO.patient.email);
    const view = page.getByRole('button', { name: `View ${demoPatient.name}` });
    await view.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('patient-detail');
    await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
    const block = detail.getByRole('button', { name: /^(Block|Unblock) patient$/ });
    await block.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Go back' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: /patient$/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(block).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(detail.getByRole('button', { name: /^Close/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(detail).toHaveCount(0);
    await expect(view).toBeFocused();
  });

  for (const width of [375, 1280]) {
    test(`no axe violations at ${width} px: the list, a patient, a confirmation, no match`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, 'admin', await adminToken(request));
      await page.goto('/patients');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patients');
      await expect(page.getByTestId('patient-row').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await openPatient(page, DEMO.patient.email, demoPatient.name);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /^(Block|Unblock) patient$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Go back' }).click();

      await page.getByLabel(SEARCH_LABEL).fill('no-such-patient-anywhere');
      await expect(page.getByText('No patients match “no-such-patient-anywhere”')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('screenshots at 375, 768 and 1280 px: the list, a patient, the block confirmation', async ({ page, request }, testInfo) => {
    await signInAs(page, 'admin', await adminToken(request));
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/patients');
      await expect(page.getByTestId('patient-row').first()).toBeVisible();
      await keepShot(page, testInfo.outputPath(`patients-list-${width}.png`), { fullPage: true });
      await openPatient(page, DEMO.patient.email, demoPatient.name);
      await keepShot(page, testInfo.outputPath(`patients-detail-${width}.png`), { fullPage: true });
      await page.getByRole('button', { name: /^(Block|Unblock) patient$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await keepShot(page, testInfo.outputPath(`patients-confirm-${width}.png`));
      await page.keyboard.press('Escape');
    }
  });
});

import { expect, test, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import { DEMO, loginToken, signInAs } from '../support/auth';
import { clinicSlotDate, expectNoAxeViolationsAtEveryWidth, registerPatient, snap, toast } from '../support/patient-helpers';

// Issue 23, decision 50: a doctor books a weekly therapy series for a patient beyond the 7-day window;
// every date is checked first, then all are booked together, and the patient sees them grouped.

/** `YYYY-MM-DD` of the clinic day `days` from today, as the date field takes it. */
function isoDaysAhead(days: number): string {
  const [d, m, y] = clinicSlotDate(0).split('_').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** A 768 px screenshot beside `snap`'s phone and desktop ones. */
async function snapTablet(page: Page, name: string) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 768, height: 900 });
  await keepShot(page, test.info().outputPath(`${name}-768.png`), { fullPage: true });
  if (original) await page.setViewportSize(original);
}

test('a doctor books a 6-week series for a patient, who sees it grouped in My appointments', async ({ page, request }) => {
  const patient = await registerPatient(request, 'Series');

  await signInAs(page, 'doctor', await loginToken(request, 'doctor', DEMO.doctor.email, DEMO.doctorPassword));
  await page.goto('/doctor-appointments');
  await page.getByRole('button', { name: 'Book a series' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a series' });
  await expect(dialog).toBeVisible();

  // Nothing filled in: each field says what it needs, nothing is sent.
  await dialog.getByRole('button', { name: 'Check dates' }).click();
  await expect(dialog.getByText('Enter the e-mail of the patient’s account')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Patient’s e-mail/ })).toBeFocused();

  await dialog.getByRole('textbox', { name: /Patient’s e-mail/ }).fill(patient.email);
  // Ten days ahead: past the patient's own 7-day window.
  await dialog.getByLabel(/First date/).fill(isoDaysAhead(10));
  const time = dialog.getByRole('combobox', { name: /Time/ });
  await expect(time.locator('option')).not.toHaveCount(1);
  // The doctor's last time of that weekday: clear of other tests' bookings.
  const slotTime = await time.locator('option').last().getAttribute('value');
  await time.selectOption(slotTime!);
  await dialog.getByRole('spinbutton', { name: /Sessions/ }).fill('6');
  await dialog.getByRole('button', { name: 'Check dates' }).click();

  const dates = dialog.getByRole('region', { name: 'Dates of the series' }).getByRole('listitem');
  await expect(dates).toHaveCount(6);
  await expect(dates.filter({ hasText: 'Can be booked' })).toHaveCount(6);
  await expect(dialog.getByRole('status')).toHaveText('6 of 6 dates can be booked.');
  await expectNoAxeViolationsAtEveryWidth(page);
  await snap(page, 'book-series-dialog');
  await snapTablet(page, 'book-series-dialog');

  await dialog.getByRole('button', { name: 'Book 6 sessions' }).click();
  await expect(toast(page, '6 sessions booked')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The patient's view: one series, six sessions in date order (the doctor signed out of this browser first;
  // the doctor's sign-in script belongs to the first page, so a new page starts without it).
  await page.evaluate(() => window.localStorage.clear());
  await page.close();
  const patientPage = await page.context().newPage();
  await signInAs(patientPage, 'patient', patient.token);
  await patientPage.goto('/my-appointments');
  const series = patientPage.getByRole('region', { name: `Weekly therapy with ${DEMO.doctor.name}` });
  await expect(series).toBeVisible();
  await expect(series.getByText(/^Weekly therapy · session \d of 6$/)).toHaveCount(6);
  await expect(series.getByText('Weekly therapy · session 1 of 6')).toBeVisible();
  await expect(series.getByRole('button', { name: 'Cancel the rest of the series' })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(patientPage);
  await snap(patientPage, 'my-appointments-series');
  await snapTablet(patientPage, 'my-appointments-series');
});

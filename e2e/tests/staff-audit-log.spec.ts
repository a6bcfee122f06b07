import { expect, test } from '../support/test';
import { DEMO } from '../support/auth';
import { availableDoctor, bookViaApi, expectNoAxeViolations, registerPatient, snap } from '../support/patient-helpers';
import { confirmCancelDialog, expectToast, openFromSidebar, staffLogin } from '../support/staff-ui';

// Issue 22 (decision 47): what staff do is recorded, and the admin reads it on the Audit log page
// (/audit-log): who did what, to which record, from where, filtered by action in the address.

test('the admin cancels an appointment, then finds it on the Audit log, by Admin, filtered by action', async ({ page, request }) => {
  const doctor = await availableDoctor(request, 2);
  const patient = await registerPatient(request, 'Audit');
  await bookViaApi(request, patient, doctor._id);

  await staffLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
  await openFromSidebar(page, 'Appointments');
  await page.getByLabel('Search by patient or doctor name').fill(patient.name);
  await expect(page.getByTestId('appointment-row')).toHaveCount(1);
  await page.getByRole('button', { name: /^Cancel appointment of/ }).click();
  await confirmCancelDialog(page, 'The doctor is unwell');
  await expectToast(page, 'Appointment Cancelled');

  await openFromSidebar(page, 'Audit log');
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const rows = page.getByTestId('audit-row');
  // Newest first: the cancel just made, with its record by name (issue 35) and reason.
  const cancel = rows.filter({ hasText: patient.name }).filter({ hasText: 'Cancelled an appointment' });
  await expect(cancel).toHaveCount(1);
  await expect(rows.first()).toContainText('Cancelled an appointment');
  await expect(cancel).toContainText('Cancelled an appointment');
  await expect(cancel).toContainText('Admin');
  await expect(cancel).toContainText(DEMO.admin.email);
  await expect(cancel).toContainText('Reason: The doctor is unwell');

  // Filter by the action: kept in the address, and only cancels are listed.
  await page.getByLabel('Action').selectOption({ label: 'Cancelled an appointment' });
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page).toHaveURL(/\?action=appointment-cancelled$/);
  // No row that is not a cancel: a retrying assertion, since the unfiltered list may still be shown for a moment.
  await expect(rows.filter({ hasNotText: 'Cancelled an appointment' })).toHaveCount(0);
  await expect(cancel).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Action')).toHaveValue('appointment-cancelled');
  await expect(cancel).toHaveCount(1);

  // Days before the clinic's site existed: the empty state says the filters found nothing.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(cancel).toHaveCount(1);

  // WCAG 2.2 AA from a phone's width (the table reads as a list of cards) to a desktop's.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(cancel).toBeVisible();
    // Long ids and addresses wrap: nothing makes the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  }
  await snap(page, 'audit-log');

  // The patient's name opens All Appointments on that day, searched for them.
  await cancel.getByRole('link', { name: patient.name }).click();
  await expect(page).toHaveURL(/\/all-appointments\?date=\d{4}-\d{2}-\d{2}&q=/);
  await expect(page.getByTestId('appointment-row')).toHaveCount(1);
  await expect(page.getByTestId('appointment-row')).toContainText(patient.name);
});

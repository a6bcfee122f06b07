import { expect, test, type Page } from '../support/test';
import { DEMO, signInAs } from '../support/auth';
import {
  availableDoctor,
  expectNoAxeViolations,
  pickLastDayFirstSlot,
  registerPatient,
  snap,
  toast,
  type ListedDoctor,
} from '../support/patient-helpers';
import { openFromSidebar, staffLogin } from '../support/staff-ui';

// Issue 21: every message is kept and shown to the admin on Sent messages (/outbox), whichever channel
// carried it. With nothing configured (as here, `npm start`), that page is where messages go, so it shows
// exactly what a patient would receive.

const rows = (page: Page) => page.getByTestId('outbox-row');

/**
 * The row of a message, once the api's worker has written it (and, `settled`, has done with it: no longer
 * queued): the page is read again until it shows.
 */
async function findRow(page: Page, texts: (string | RegExp)[], { settled = false } = {}) {
  let row = rows(page);
  for (const text of texts) row = row.filter({ hasText: text });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sent messages' })).toBeVisible();
    await expect(row.first()).toBeVisible({ timeout: 2_000 });
    if (settled) await expect(row.first()).not.toHaveAttribute('data-state', 'queued', { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  return row.first();
}

test('the admin opens Sent messages from the sidebar and reads a message, filtered by its state in the address', async ({
  page,
  request,
}) => {
  const subject = `Outbox check ${Date.now() % 100_000}`;
  // A contact-form message is told to the clinic: a message on this page whatever the channels.
  const sent = await request.post('/api/contact', { data: { name: 'Meera Nair', email: 'meera@example.in', subject, message: 'Hello' } });
  expect(sent.ok()).toBe(true);

  await staffLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
  await openFromSidebar(page, 'Sent messages');
  await expect(page).toHaveURL(/\/outbox$/);
  const row = await findRow(page, [subject], { settled: true });
  await expect(row).toContainText('Contact form (clinic)');
  await expect(row).toContainText(/Queued|Sent|Failed|Skipped/);

  // The text as it went, on demand, from the keyboard.
  const summary = row.locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByTestId('outbox-body')).toContainText('Hello');

  // The state filter: kept in the address, and the message is under its own state.
  const state = (await row.getAttribute('data-state'))!;
  const label = state[0]!.toUpperCase() + state.slice(1);
  const filter = page.getByRole('group', { name: 'Filter by state' });
  await filter.getByRole('button', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?state=${state}$`));
  await expect(rows(page).filter({ hasText: subject })).toHaveCount(1);
  await page.reload();
  await expect(filter.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page).filter({ hasText: subject })).toHaveCount(1);

  // WCAG 2.2 AA with a message open, from a phone's width (cards) to a desktop's.
  await rows(page).filter({ hasText: subject }).locator('summary').click();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(rows(page).filter({ hasText: subject }).getByTestId('outbox-body')).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await snap(page, 'outbox');
});

/** Books the first time of day 7 through the booking page and its dialog, as a patient would. */
async function bookThroughDialog(page: Page, doctor: ListedDoctor) {
  await page.goto(`/appointment/${doctor._id}`);
  await pickLastDayFirstSlot(page);
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your appointment' });
  await dialog.getByLabel('Phone').fill('98450 12345');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(toast(page, 'Thankyou for booking an appointment')).toBeVisible();
}

test('a booking made in the browser shows its confirmation to the patient’s e-mail on Sent messages', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const doctor = await availableDoctor(request, 6);
  const me = await registerPatient(request, 'Outbox');
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await signInAs(patient, 'patient', me.token);
  await bookThroughDialog(patient, doctor);
  await patientContext.close();

  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await staffLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
  await page.goto('/outbox');
  const row = await findRow(page, [me.email, 'Booking confirmed']);
  await expect(row).toContainText('by E-mail');
  await expect(row).toContainText(/confirmed/i);
  await row.locator('summary').click();
  // What the patient reads: their doctor, by name.
  await expect(row.getByTestId('outbox-body')).toContainText(doctor.name);
  await expectNoAxeViolations(page);
  await adminContext.close();
});

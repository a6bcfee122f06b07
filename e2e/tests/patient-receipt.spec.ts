import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { keepShot } from '../support/screenshots';
import { signInAs } from '../support/auth';
import { AXE_WIDTHS, availableDoctor, bookViaApi, expectNoAxeViolations, registerPatient, toast } from '../support/patient-helpers';

/** The receipt's lines as the page lists them: each term with its value. */
async function receiptFacts(page: import('@playwright/test').Page): Promise<Record<string, string>> {
  const receipt = page.getByRole('article', { name: /^Receipt R-[0-9A-F]{8}$/ });
  return receipt
    .locator('dl > div')
    .evaluateAll((rows) =>
      Object.fromEntries(rows.map((row) => [row.querySelector('dt')!.textContent!, row.querySelector('dd')!.textContent!])),
    );
}

test('a patient pays on the demo checkout, opens the receipt from My appointments, reads it, prints and downloads it', async ({
  page,
  request,
}) => {
  const doctor = await availableDoctor(request, 1);
  const patient = await registerPatient(request, 'Receipt');
  const appointmentId = await bookViaApi(request, patient, doctor._id);
  const reference = appointmentId.replace(/-/g, '').slice(0, 8).toUpperCase();
  await signInAs(page, 'patient', patient.token);

  await page.goto('/my-appointments');
  const card = page.getByRole('article').filter({ hasText: doctor.name }).first();
  // Unpaid: no receipt to offer.
  await expect(card.getByRole('button', { name: 'Pay Online' })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Receipt/ })).toHaveCount(0);
  await card.getByRole('button', { name: 'Pay Online' }).click();
  await page.getByRole('button', { name: /^Pay .*\(demo\)/ }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
  await expect(toast(page, 'Payment successful')).toBeVisible();

  await card.getByRole('link', { name: `Receipt: appointment with ${doctor.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/receipt/${appointmentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  const receipt = page.getByRole('article', { name: `Receipt R-${reference}` });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText('Sunrise Hearing & Speech Clinic')).toBeVisible();
  await expect(receipt.getByText('Paid', { exact: true })).toBeVisible();
  const facts = await receiptFacts(page);
  expect(facts).toMatchObject({
    'Receipt number': `R-${reference}`,
    Patient: patient.name,
    Doctor: `${doctor.name}, ${doctor.speciality}`,
    'Booking reference': reference,
    'Paid online with': 'Demo',
    'Amount paid': `₹${doctor.fees.toLocaleString('en-IN')}`,
  });
  expect(facts['Payment reference']).toMatch(/^demo_cs_/);
  expect(facts['Date paid']).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  expect(facts.Refund).toBeUndefined();

  // Print opens the browser's print dialog for the page as it is.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // On paper, the site's frame and the buttons are left out; the receipt is not.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await keepShot(page, test.info().outputPath('receipt-print.png'), { fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.length).toBeLessThan(100_000);

  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // axe at the phone's and the desktop's width; 768 px lays the same elements out otherwise (AXE_WIDTHS).
    if ((AXE_WIDTHS as readonly number[]).includes(width)) await expectNoAxeViolations(page);
    // Nothing wider than the screen: a long payment reference wraps.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepShot(page, test.info().outputPath(`receipt-${width}.png`), { fullPage: true });
  }
});

test("another patient's receipt, or an unpaid appointment's, is not shown; a visitor is asked to log in", async ({ page, request }) => {
  const doctor = await availableDoctor(request, 2);
  const owner = await registerPatient(request, 'Owner');
  const appointmentId = await bookViaApi(request, owner, doctor._id);

  await page.goto(`/receipt/${appointmentId}`);
  await expect(page.getByText('Please log in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in or create an account' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/receipt/${appointmentId}`)}`,
  );
  await expectNoAxeViolations(page);

  await signInAs(page, 'patient', owner.token);
  await page.goto(`/receipt/${appointmentId}`);
  await expect(page.getByText('No receipt to show')).toBeVisible();
  await expect(toast(page, 'Receipt not found')).toBeVisible();
  await expectNoAxeViolations(page);
});

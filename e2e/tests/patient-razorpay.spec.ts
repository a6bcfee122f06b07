import { expect, test } from '../support/test';
import { keepShot } from '../support/screenshots';
import { signInAs } from '../support/auth';
import { availableDoctor, bookViaApi, expectNoAxeViolations, registerPatient, toast } from '../support/patient-helpers';
import { startRazorpayGateway, type RazorpayGateway } from '../support/razorpay-gateway';
import { SIDE_SERVER_HOOK_MS } from '../support/processes';

// Decision 31: a clinic on Razorpay. The patient leaves for Razorpay's hosted page (the local fake),
// pays, and comes back to /verify, which has the server check the signature and ask Razorpay.

let gateway: RazorpayGateway | undefined;
test.beforeAll(async () => {
  test.setTimeout(SIDE_SERVER_HOOK_MS);
  gateway = await startRazorpayGateway();
});
test.afterAll(async () => gateway?.stop());

test('a patient pays through Razorpay’s page and sees the appointment Paid', async ({ browser, playwright }) => {
  const site = gateway!.baseURL;
  const request = await playwright.request.newContext({ baseURL: site });
  const patient = await registerPatient(request, 'Razorpay');
  const doctor = await availableDoctor(request, 1);
  const appointmentId = await bookViaApi(request, patient, doctor._id);

  const context = await browser.newContext({ baseURL: site, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, 'patient', patient.token);
  await page.goto('/my-appointments');
  const card = page.getByRole('article').filter({ hasText: doctor.name }).first();
  await card.getByRole('button', { name: 'Pay Online' }).click();

  // Razorpay's hosted page, not ours: our pages load no script of Razorpay's.
  await expect(page).toHaveURL(new RegExp(`^${gateway!.fake.url}/pay/plink_`));
  const link = gateway!.fake.links.get(page.url().split('/').at(-1)!)!;
  expect(link).toMatchObject({ amount: doctor.fees * 100, currency: 'INR', notes: { appointmentId } });
  const pay = page.getByRole('button', { name: `Pay ₹${doctor.fees.toLocaleString('en-IN')}` });
  await expect(pay).toBeVisible();
  await keepShot(page, test.info().outputPath('razorpay-hosted-page-375.png'), { fullPage: true });
  await expectNoAxeViolations(page);
  await pay.click();

  await expect(page).toHaveURL(`${site}/my-appointments`);
  await expect(toast(page, 'Payment successful')).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay Online' })).toHaveCount(0);
  expect(link.status).toBe('paid');
  await keepShot(page, test.info().outputPath('razorpay-paid-375.png'), { fullPage: true });
  await expectNoAxeViolations(page);
  await context.close();
  await request.dispose();
});

test('a return to /verify with a forged Razorpay signature is refused and the appointment stays unpaid', async ({
  browser,
  playwright,
}) => {
  const site = gateway!.baseURL;
  const request = await playwright.request.newContext({ baseURL: site });
  const patient = await registerPatient(request, 'Forger');
  const doctor = await availableDoctor(request, 2);
  const appointmentId = await bookViaApi(request, patient, doctor._id);
  const started = await request.post('/api/user/payment-razorpay', { headers: { token: patient.token }, data: { appointmentId } });
  const linkId = ((await started.json()) as { session_url: string }).session_url.split('/').at(-1)!;
  const callback = gateway!.fake.pay(linkId);

  const context = await browser.newContext({ baseURL: site });
  const page = await context.newPage();
  await signInAs(page, 'patient', patient.token);
  const forged = new URLSearchParams({ appointmentId, provider: 'razorpay', ...callback, razorpay_signature: '0'.repeat(64) });
  await page.goto(`/verify?${forged}`);
  await expect(page).toHaveURL(`${site}/my-appointments`);
  await expect(toast(page, 'Invalid signature')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: doctor.name }).first();
  await expect(card.getByRole('button', { name: 'Pay Online' })).toBeVisible();
  await context.close();
  await request.dispose();
});

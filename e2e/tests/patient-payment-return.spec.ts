import { expect, test } from '../support/test';
import { startDefaultAddressGateway, type DefaultAddressGateway } from '../support/default-address-gateway';
import { signInAs } from '../support/auth';
import { availableDoctor, bookViaApi, registerPatient, toast } from '../support/patient-helpers';
import { SIDE_SERVER_HOOK_MS } from '../support/processes';

let gateway: DefaultAddressGateway | undefined;
test.beforeAll(async () => {
  test.setTimeout(SIDE_SERVER_HOOK_MS);
  gateway = await startDefaultAddressGateway();
});
test.afterAll(async () => gateway?.stop());

test('with PUBLIC_URL unset, the demo checkout returns to the address npm start printed, signed in and paid', async ({
  browser,
  playwright,
}) => {
  const site = gateway!.printed;
  const request = await playwright.request.newContext({ baseURL: site });
  const patient = await registerPatient(request, 'Return');
  const doctor = await availableDoctor(request, 2);
  await bookViaApi(request, patient, doctor._id);

  const context = await browser.newContext({ baseURL: site });
  const page = await context.newPage();
  await signInAs(page, 'patient', patient.token);
  await page.goto('/my-appointments');
  const card = page.getByRole('article').filter({ hasText: doctor.name }).first();
  await card.getByRole('button', { name: 'Pay Online' }).click();

  // The checkout and every link on it are on the printed origin, where the patient's sign-in lives.
  await expect(page).toHaveURL(/\/api\/payments\/demo\/checkout\/demo_cs_/);
  expect(new URL(page.url()).origin).toBe(site);
  for (const action of await page.locator('form').evaluateAll((forms) => forms.map((f) => f.getAttribute('action')!))) {
    expect(new URL(action).origin).toBe(site);
  }
  await page.getByRole('button', { name: /^Pay .*\(demo\)/ }).click();

  await expect(page).toHaveURL(`${site}/my-appointments`);
  await expect(toast(page, 'Payment successful')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${patient.name}` })).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay Online' })).toHaveCount(0);
  await context.close();
  await request.dispose();
});

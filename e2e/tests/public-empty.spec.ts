import { expect, test } from '../support/test';
import { startEmptyGateway, type EmptyGateway } from '../support/empty-gateway';
import { SIDE_SERVER_HOOK_MS } from '../support/processes';

// A second site on an empty database (SEED_DEMO=false): what a clinic sees before it adds its doctors.
let site: EmptyGateway;
test.beforeAll(async () => {
  test.setTimeout(SIDE_SERVER_HOOK_MS);
  site = await startEmptyGateway();
});
test.afterAll(async () => site?.stop());

test('the api really lists no doctors', async ({ request }) => {
  const body = (await (await request.get(`${site.baseURL}/api/doctor/list`)).json()) as { success: boolean; doctors: unknown[] };
  expect(body).toMatchObject({ success: true, doctors: [] });
});

test('home: No doctors available right now. in place of the featured card; the rest of the page stands', async ({ page }) => {
  await page.goto(`${site.baseURL}/`);
  await expect(page.getByText('No doctors available right now.')).toBeVisible();
  await expect(page.getByTestId('featured-doctor')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Hearing, Better Life');
  await expect(page.getByRole('region', { name: 'Why Choose Us' })).toBeVisible();
  // with no first doctor, the header's Book Appointment leads to the doctors page
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book Appointment', exact: true })).toHaveAttribute('href', '/doctors');
});

test('doctors: No doctors found, with and without a speciality', async ({ page }) => {
  await page.goto(`${site.baseURL}/doctors`);
  await expect(page.getByText('No doctors found')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Doctors' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Neurologist' }).click();
  await expect(page.getByText('No doctors found')).toBeVisible();
});

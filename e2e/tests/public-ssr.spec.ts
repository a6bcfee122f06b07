import { expect, test, type Page } from '../support/test';
import { appReady } from '../support/app-ready';
import { DEMO, loginToken, signInAs } from '../support/auth';
import { recordExposedChunks } from '../support/federation';

interface ListedDoctor {
  _id: string;
  name: string;
  fees: number;
  available: boolean;
}

const listedDoctors = async (page: Page) =>
  ((await (await page.request.get('/api/doctor/list')).json()) as { doctors: ListedDoctor[] }).doctors;

/** Everything the page reports going wrong: a hydration that did not match would show up here. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  return problems;
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages arrive with their content and their title: home, the doctors, a doctor with the fee', async ({ page }) => {
    const [first] = await listedDoctors(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Sunrise Hearing & Speech Clinic');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Hearing, Better Life');
    await expect(page.getByTestId('featured-doctor')).toContainText(first!.name);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      `/appointment/${first!._id}`,
    );

    await page.goto('/doctors');
    const cards = page.getByRole('list', { name: 'Doctors' }).getByRole('listitem');
    await expect(cards).toHaveCount((await listedDoctors(page)).length);
    await expect(cards.first()).toContainText(first!.name);

    await page.goto(`/appointment/${first!._id}`);
    await expect(page).toHaveTitle(`Book with ${first!.name} · Sunrise Hearing & Speech Clinic`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
    await expect(page.getByRole('img', { name: `Portrait of ${first!.name}` })).toBeVisible();
    await expect(page.getByText(`₹${first!.fees.toLocaleString('en-IN')}`)).toBeVisible();
  });
});

test('the browser takes over the page the server drew, without drawing it again', async ({ page }) => {
  const problems = recordProblems(page);
  const chunks = recordExposedChunks(page);
  // The h1 as the HTML brought it, before any script of the page ran.
  await page.addInitScript(() =>
    document.addEventListener(
      'DOMContentLoaded',
      () => ((window as unknown as { served: Element | null }).served = document.querySelector('h1')),
    ),
  );
  const [first] = await listedDoctors(page);
  await page.goto(`/appointment/${first!._id}`);
  await appReady(page);
  await expect.poll(() => chunks).toContain('mf_patient/AppointmentPage');
  // Hydrated: the slot picker, which only the browser renders, has joined the doctor's card.
  await expect(page.getByRole('heading', { name: 'Booking slots' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { served: Element | null }).served === document.querySelector('h1'))).toBe(true);

  // Served as islands (decision 59): the doctors' search and list hydrate over the server's markup.
  await page.goto('/doctors');
  await appReady(page);
  await expect(page.locator('html[data-islands]')).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { served: Element | null }).served?.isConnected)).toBe(true);
  // And it answers: the speciality filter works in place, in this document (no page load).
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('navigation', { name: 'Filter by speciality' }).getByRole('link', { name: 'Neurologist' }).click();
  await expect(page).toHaveURL(/\/doctors\/Neurologist$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(problems).toEqual([]);
});

test('a signed-in patient gets their account menu once the page is theirs; staff get their panel, not the public page', async ({
  page,
  request,
  browser,
}) => {
  const problems = recordProblems(page);
  await signInAs(page, 'patient', await loginToken(request, 'patient', DEMO.patient.email, DEMO.patient.password));
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Create account' })).toHaveCount(0);
  expect(problems).toEqual([]);

  const staff = await browser.newPage();
  await signInAs(staff, 'admin', await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password));
  await staff.goto('/');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(staff.getByText('Better Hearing, Better Life')).toHaveCount(0);
  await staff.close();
});

test('the server renders what is true now: a doctor made unavailable is shown so on the next page', async ({ request }) => {
  const admin = await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password);
  const doctors = ((await (await request.get('/api/doctor/list')).json()) as { doctors: ListedDoctor[] }).doctors;
  const doctor = doctors.find((d) => d.available)!;
  const served = async () => (await request.get(`/appointment/${doctor._id}`, { headers: { accept: 'text/html' } })).text();
  // Keeping the doctor's booked appointments (decision 42), said outright.
  const toggle = () =>
    request.post('/api/admin/change-availability', { headers: { atoken: admin }, data: { docId: doctor._id, cancelAffected: false } });

  expect(await served()).toMatch(/<span class="[^"]*" aria-hidden="true"><\/span>Available<\/p>/);
  await toggle();
  try {
    expect(await served()).toMatch(/<span class="[^"]*" aria-hidden="true"><\/span>Not Available<\/p>/);
  } finally {
    await toggle();
  }
});

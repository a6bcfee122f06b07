import { expect, test } from '../support/test';
import { SPECIALITIES, type Doctor } from '@clinic/shared/contract';

type ListedDoctor = Pick<Doctor, '_id' | 'name' | 'speciality' | 'available' | 'fees'>;

let doctors: ListedDoctor[] = [];
test.beforeAll(async ({ request }) => {
  doctors = ((await (await request.get('/api/doctor/list')).json()) as { doctors: ListedDoctor[] }).doctors;
  expect(doctors.length).toBeGreaterThan(5);
});

const grid = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Doctors' });

test('every doctor in a grid with availability dot and text, fees in rupees', async ({ page }) => {
  await page.goto('/doctors');
  await expect(grid(page).getByRole('heading', { level: 2 })).toHaveText(doctors.map((d) => d.name));
  const cards = grid(page).getByRole('link');
  for (const [i, doctor] of doctors.entries()) {
    const card = cards.nth(i);
    await expect(card.locator('[data-available]')).toHaveText(doctor.available ? 'Available' : 'Not Available');
    await expect(card).toContainText(`₹${new Intl.NumberFormat('en-IN').format(doctor.fees)}`);
  }
  // green for Available, grey for Not Available
  const colourOf = (available: boolean) =>
    grid(page)
      .locator(`[data-available="${available}"]`)
      .first()
      .evaluate((el) => getComputedStyle(el).color);
  if (doctors.some((d) => d.available)) expect(await colourOf(true)).toBe('rgb(30, 122, 70)');
  if (doctors.some((d) => !d.available)) expect(await colourOf(false)).toBe('rgb(92, 105, 112)');
});

test('the filter lists the spec specialities; choosing one updates the URL and the grid', async ({ page }) => {
  await page.goto('/doctors');
  const filter = page.getByRole('navigation', { name: 'Filter by speciality' });
  await expect(filter.getByRole('link')).toHaveText(['All specialities', ...SPECIALITIES]);

  await filter.getByRole('link', { name: 'Neurologist' }).click();
  await expect(page).toHaveURL('/doctors/Neurologist');
  await expect(filter.getByRole('link', { name: 'Neurologist' })).toHaveAttribute('aria-current', 'page');
  await expect(grid(page).getByRole('heading', { level: 2 })).toHaveText(
    doctors.filter((d) => d.speciality === 'Neurologist').map((d) => d.name),
  );

  await filter.getByRole('link', { name: 'All specialities' }).click();
  await expect(page).toHaveURL(/\/doctors$/);
  await expect(grid(page).getByRole('heading', { level: 2 })).toHaveCount(doctors.length);
});

test('the route parameter selects the speciality on arrival', async ({ page }) => {
  const speciality = 'Hearing Aid and Speech Specialist';
  await page.goto(`/doctors/${encodeURIComponent(speciality)}`);
  const filter = page.getByRole('navigation', { name: 'Filter by speciality' });
  await expect(filter.getByRole('link', { name: speciality })).toHaveAttribute('aria-current', 'page');
  await expect(grid(page).getByRole('heading', { level: 2 })).toHaveText(
    doctors.filter((d) => d.speciality === speciality).map((d) => d.name),
  );
});

test('a speciality without doctors says No doctors found', async ({ page }) => {
  const empty = SPECIALITIES.find((s) => !doctors.some((d) => d.speciality === s)) ?? 'Astrology';
  await page.goto(`/doctors/${encodeURIComponent(empty)}`);
  await expect(page.getByText('No doctors found')).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Show all doctors' }).click();
  await expect(grid(page).getByRole('heading', { level: 2 })).toHaveCount(doctors.length);
});

test('a card opens that doctor’s appointment page', async ({ page }) => {
  const doctor = doctors[2]!;
  await page.goto('/doctors');
  await grid(page).getByRole('link').filter({ hasText: doctor.name }).click();
  await expect(page).toHaveURL(`/appointment/${doctor._id}`);
});

import { expect, test } from '../support/test';

test('the doctors stored in the database reach the pages: the home page features the first, /doctors lists them all', async ({
  page,
  request,
}) => {
  const body = (await (await request.get('/api/doctor/list')).json()) as { success: boolean; doctors: { name: string }[] };
  expect(body.success).toBe(true);
  expect(body.doctors.length).toBeGreaterThan(5);

  await page.goto('/');
  await expect(page.getByTestId('featured-doctor')).toContainText(body.doctors[0]!.name);

  await page.goto('/doctors');
  const cards = page.getByRole('list', { name: 'Doctors' }).getByRole('heading', { level: 2 });
  await expect(cards).toHaveText(body.doctors.map((d) => d.name));
});

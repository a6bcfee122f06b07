import { expect, test } from '@playwright/test';

test('the home page lists the doctors stored in the database', async ({ page, request }) => {
  const body = (await (await request.get('/api/doctor/list')).json()) as { success: boolean; doctors: { name: string }[] };
  expect(body.success).toBe(true);
  expect(body.doctors.length).toBeGreaterThan(5);

  await page.goto('/');
  const cards = page.getByRole('list', { name: 'Doctors' }).getByRole('heading', { level: 3 });
  await expect(cards).toHaveText(body.doctors.map((d) => d.name));
});

import { expect, test, type Locator, type Page } from '../support/test';
import { bringInReviews, scrollThrough } from '../support/public-pages';

interface ListedDoctor {
  _id: string;
  name: string;
  speciality: string;
  available: boolean;
}

const shownHeroTitle = (page: Page) => page.locator('[data-testid="hero-slide"][aria-hidden="false"]').locator('h1, h2');

const activeReview = (page: Page) => page.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');

async function firstDoctor(page: Page): Promise<ListedDoctor> {
  const body = (await (await page.request.get('/api/doctor/list')).json()) as { doctors: ListedDoctor[] };
  return body.doctors[0]!;
}

test('the hero: two slides, the spec titles, dots and no arrows, Book appointment to /doctors', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Welcome' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Hearing, Better Life');
  await expect(page.getByTestId('hero-slide')).toHaveCount(2);
  await expect(page.getByTestId('hero-slide').nth(1)).toContainText('Expert Audiology Care');
  await expect(hero.getByRole('button', { name: /^Slide \d/ })).toHaveCount(2);
  await expect(hero.getByRole('button', { name: /next|previous/i })).toHaveCount(0);
  await hero.getByRole('link', { name: 'Book appointment', exact: true }).click();
  await expect(page).toHaveURL(/\/doctors$/);
});

test('the hero advances after 5 s, loops, and its pause button stops it', async ({ page }) => {
  await page.goto('/');
  await page.mouse.move(0, 0);
  const title = shownHeroTitle(page);
  await expect(title).toHaveText('Better Hearing, Better Life');
  await page.waitForTimeout(4_000);
  await expect(title).toHaveText('Better Hearing, Better Life');
  await expect(title).toHaveText('Expert Audiology Care', { timeout: 3_000 });
  await expect(title).toHaveText('Better Hearing, Better Life', { timeout: 6_000 });

  await page.getByRole('button', { name: 'Pause slides' }).click();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(6_000);
  await expect(title).toHaveText('Better Hearing, Better Life');
  await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
});

test('under reduced motion the hero stays still and offers Play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
  await page.waitForTimeout(6_000);
  await expect(shownHeroTitle(page)).toHaveText('Better Hearing, Better Life');
});

test('the featured first doctor links to its appointment page, with its availability', async ({ page }) => {
  const doctor = await firstDoctor(page);
  await page.goto('/');
  const card = page.getByTestId('featured-doctor');
  await expect(card).toContainText(doctor.name);
  await expect(card).toContainText(doctor.speciality);
  await expect(card).toContainText(doctor.available ? 'Available' : 'Not Available');
  await expect(card.locator('img')).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(`/appointment/${doctor._id}`);
});

test('the home blocks: Book an Appointment, the banner, three features, about, Why Choose Us, 6 services', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Book an Appointment', exact: true })).toHaveAttribute('href', '/doctors');
  const banner = main.getByRole('region', { name: 'Take the First Step Towards Better Hearing' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Chat with us' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'E-mail us' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'What we offer' }).getByRole('listitem')).toHaveCount(3);
  const about = main.getByRole('region', { name: 'A neighbourhood clinic for hearing and speech' });
  await expect(about.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('region', { name: 'Why Choose Us' }).getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(main.getByRole('list', { name: 'Featured services' }).getByRole('article')).toHaveCount(6);
  await main.getByRole('link', { name: 'View More' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

async function reviews(page: Page): Promise<Locator> {
  await page.goto('/');
  await bringInReviews(page);
  return page.getByRole('region', { name: 'Patient reviews' });
}

test('the reviews: five five-star reviews that loop every 1.5 s, and pause', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const carousel = await reviews(page);
  await expect(carousel.getByRole('figure')).toHaveCount(5);
  await expect(carousel.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(5);
  await page.mouse.move(0, 0);

  const seen = new Set<string | null>();
  for (let i = 0; i < 8; i++) {
    seen.add(await activeReview(page));
    await page.waitForTimeout(800);
  }
  expect(seen.size).toBeGreaterThanOrEqual(3);

  await carousel.getByRole('button', { name: 'Pause reviews' }).click();
  await page.mouse.move(0, 0);
  const pausedAt = await activeReview(page);
  await page.waitForTimeout(3_500);
  expect(await activeReview(page)).toBe(pausedAt);

  await carousel.getByRole('button', { name: 'Play reviews' }).click();
  await page.mouse.move(0, 0);
  await expect.poll(() => activeReview(page), { timeout: 4_000 }).not.toBe(pausedAt);
});

test('hovering the reviews pauses them', async ({ page }) => {
  const carousel = await reviews(page);
  await carousel.getByRole('figure').first().hover();
  const hoveredAt = await activeReview(page);
  await page.waitForTimeout(3_500);
  expect(await activeReview(page)).toBe(hoveredAt);
});

for (const [width, perView] of [
  [1280, 3],
  [800, 2],
  [375, 1],
] as const) {
  test(`at ${width} px the reviews show ${perView} per page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const carousel = await reviews(page);
    await carousel.getByRole('button', { name: 'Pause reviews' }).click();
    const visible = await carousel.locator('.swiper-slide').evaluateAll((slides) => {
      const box = slides[0]!.closest('.swiper')!.getBoundingClientRect();
      return slides.filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });
    expect(visible).toBe(perView);
  });
}

test('the home page does not load the carousel library until the reviews come near', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/');
  await expect(page.getByTestId('featured-doctor')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.includes('testimonials-carousel'))).toBe(false);
  await scrollThrough(page);
  await bringInReviews(page);
  expect(scripts.some((url) => url.includes('testimonials-carousel'))).toBe(true);
});

import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import { SLOT_MINUTES } from '@clinic/shared/booking';
import { CLINIC_SERVICES, serviceTitle } from '@clinic/shared/clinic';
import type { Doctor } from '@clinic/shared/contract';
import { appReady } from '../support/app-ready';
import { DEMO, loginToken } from '../support/auth';
import { expectNoAxeViolations } from '../support/patient-helpers';

// Issue 19 point 5 (what a visitor sees) and point 14 (the copy agrees with the slot length).

type ListedDoctor = Pick<Doctor, '_id' | 'name' | 'speciality' | 'focus' | 'languages' | 'services' | 'available'>;

const listedDoctors = async (request: APIRequestContext) =>
  ((await (await request.get('/api/doctor/list')).json()) as { doctors: ListedDoctor[] }).doctors;

const speaks = (doctor: ListedDoctor) => `Speaks ${doctor.languages.join(', ')}`;
const grid = (page: Page) => page.getByRole('list', { name: 'Doctors' });
const gridNames = (page: Page) => grid(page).getByRole('heading', { level: 2 });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search by name, service or language' });
const count = (page: Page) => page.locator('p[role="status"]');

/** Screenshots at the three widths of DESIGN.md, kept with the run for a person to look at. */
async function snapAll(page: Page, name: string) {
  // From the top, with nothing focused: the sticky header would otherwise be drawn over the scrolled-to field.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(page, test.info().outputPath(`${name}-${width}.png`), { fullPage: true });
  }
}

async function setAvailability(request: APIRequestContext, docId: string, available: boolean) {
  const admin = await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password);
  const current = (await listedDoctors(request)).find((d) => d._id === docId)!;
  if (current.available === available) return;
  // Keep whatever the doctor has booked: this test is about the public page, not the appointments.
  const response = await request.post('/api/admin/change-availability', {
    headers: { atoken: admin },
    data: { docId, cancelAffected: false },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('every public doctor card shows the focus and the languages: home, /doctors, the booking page and related doctors', async ({
  page,
}) => {
  const doctors = await listedDoctors(page.request);
  // The demo clinic fills them in for everyone, so each card below has something to show.
  expect(doctors.every((d) => d.focus !== '' && d.languages.length > 0)).toBe(true);
  const [first] = doctors;

  await page.goto('/');
  const featured = page.getByTestId('featured-doctor');
  await expect(featured).toContainText(first!.focus);
  await expect(featured).toContainText(speaks(first!));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(featured, test.info().outputPath(`featured-doctor-${width}.png`));
  }

  await page.goto('/doctors');
  const cards = grid(page).getByRole('link');
  await expect(cards).toHaveCount(doctors.length);
  for (const [i, doctor] of doctors.entries()) {
    await expect(cards.nth(i).getByTestId('doctor-focus')).toHaveText(doctor.focus);
    await expect(cards.nth(i).getByTestId('doctor-languages')).toHaveText(speaks(doctor));
  }

  const doctor = doctors.find((d) => d.available && d.services.length > 0)!;
  await page.goto(`/appointment/${doctor._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
  await expect(page.getByTestId('doctor-focus')).toHaveText(doctor.focus);
  await expect(page.getByTestId('doctor-languages')).toHaveText(speaks(doctor));
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveText(doctor.services.map(serviceTitle));
  const related = doctors.filter((d) => d.speciality === doctor.speciality && d._id !== doctor._id).slice(0, 4);
  const relatedCards = page.getByRole('region', { name: `Other ${doctor.speciality} doctors` }).getByRole('link');
  await expect(relatedCards).toHaveCount(related.length);
  for (const [i, other] of related.entries()) {
    await expect(relatedCards.nth(i)).toContainText(other.focus);
    await expect(relatedCards.nth(i)).toContainText(speaks(other));
  }
});

test('the services page links each service to the doctors who offer it', async ({ page }) => {
  const doctors = await listedDoctors(page.request);
  await page.goto('/services');
  for (const service of CLINIC_SERVICES) {
    const card = page.getByRole('article', { name: service.title });
    const offering = doctors.filter((d) => d.services.includes(service.id));
    if (offering.length === 0) {
      await expect(card).toContainText('No doctor on our list offers this yet.');
      continue;
    }
    const links = card.getByRole('list', { name: `Doctors who offer ${service.title}` }).getByRole('link');
    await expect(links).toHaveText(offering.map((d) => (d.available ? d.name : `${d.name} (not taking bookings)`)));
    for (const [i, doctor] of offering.entries()) await expect(links.nth(i)).toHaveAttribute('href', `/appointment/${doctor._id}`);
  }

  const tinnitus = doctors.find((d) => d.services.includes('tinnitus'))!;
  await appReady(page);
  await page
    .getByRole('article', { name: serviceTitle('tinnitus') })
    .getByRole('link', { name: tinnitus.name })
    .click();
  await expect(page).toHaveURL(`/appointment/${tinnitus._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tinnitus.name);
  await page.goto('/services');
  await snapAll(page, 'services-offered-by');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(
      page.getByRole('article', { name: serviceTitle('newborn-screening') }),
      test.info().outputPath(`service-card-${width}.png`),
    );
  }
});

test('/doctors searches by name, service or language as you type, with the speciality filter, in the address', async ({ page }) => {
  const doctors = await listedDoctors(page.request);
  const names = (keep: (d: ListedDoctor) => boolean) => doctors.filter(keep).map((d) => d.name);
  const plural = (n: number) => (n === 1 ? '1 doctor matches' : `${n} doctors match`);
  await page.goto('/doctors');
  await appReady(page);

  // A language, typed letter by letter in another case than the list's.
  const kannada = names((d) => d.languages.includes('Kannada'));
  expect(kannada.length).toBeGreaterThan(1);
  await searchBox(page).pressSequentially('kAnNaDa');
  await expect(gridNames(page)).toHaveText(kannada);
  await expect(count(page)).toHaveText(`${plural(kannada.length)} “kAnNaDa”`);
  await expect(page).toHaveURL('/doctors?q=kAnNaDa');

  // Combined with a speciality: the chip keeps the search, the search box keeps its text.
  const filter = page.getByRole('navigation', { name: 'Filter by speciality' });
  await filter.getByRole('link', { name: 'Neurologist' }).click();
  await expect(page).toHaveURL('/doctors/Neurologist?q=kAnNaDa');
  await expect(searchBox(page)).toHaveValue('kAnNaDa');
  await expect(gridNames(page)).toHaveText(names((d) => d.speciality === 'Neurologist' && d.languages.includes('Kannada')));
  await filter.getByRole('link', { name: 'All specialities' }).click();
  await expect(page).toHaveURL('/doctors?q=kAnNaDa');

  // A service, by the title the services page gives it.
  await searchBox(page).fill('tinnitus');
  await expect(gridNames(page)).toHaveText(names((d) => d.services.includes('tinnitus')));
  // A name.
  await searchBox(page).fill('shetty');
  await expect(gridNames(page)).toHaveText(names((d) => d.name.includes('Shetty')));
  await expect(count(page)).toHaveText('1 doctor matches “shetty”');

  // Back from a doctor's page restores the search and the list it found.
  await grid(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/appointment\//);
  await page.goBack();
  await expect(page).toHaveURL('/doctors?q=shetty');
  await expect(searchBox(page)).toHaveValue('shetty');
  await expect(gridNames(page)).toHaveText(names((d) => d.name.includes('Shetty')));

  // Nothing found: a clear empty state and a way back.
  await searchBox(page).fill('Klingon');
  await expect(page.getByText('No doctors found')).toBeVisible();
  await expect(page.getByText('No doctor matches “Klingon”.')).toBeVisible();
  await expect(count(page)).toHaveText('0 doctors match “Klingon”');
  await expect(grid(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await snapAll(page, 'doctors-search-empty');
  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/doctors$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(gridNames(page)).toHaveCount(doctors.length);

  // Issue 35: a language typed in another script. The server renders the list from the clinic's term table;
  // the browser takes the page over once its own copy of the table has arrived: the same list, no React error.
  const reactErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && reactErrors.push(message.text()));
  await page.goto(`/doctors?q=${encodeURIComponent('ತಮಿಳು')}`);
  await appReady(page);
  await expect(gridNames(page)).toHaveText(names((d) => d.languages.includes('Tamil')));
  await expect(count(page)).toHaveText(`${plural(names((d) => d.languages.includes('Tamil')).length)} “ತಮಿಳು”`);
  expect(reactErrors).toEqual([]);
  await expectNoAxeViolations(page);
  await snapAll(page, 'doctors-search');
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders a search from the address, and the search form still works', async ({ page }) => {
    const doctors = await listedDoctors(page.request);
    await page.goto('/doctors?q=Malayalam');
    await expect(searchBox(page)).toHaveValue('Malayalam');
    await expect(gridNames(page)).toHaveText(doctors.filter((d) => d.languages.includes('Malayalam')).map((d) => d.name));
    await searchBox(page).fill('Bengali');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/doctors?q=Bengali');
    await expect(gridNames(page)).toHaveText(doctors.filter((d) => d.languages.includes('Bengali')).map((d) => d.name));
  });

  test('an unavailable doctor’s page, as the server sends it, already points to the available doctors', async ({ page }) => {
    const doctors = await listedDoctors(page.request);
    const away = doctors.find((d) => !d.available)!;
    await page.goto(`/appointment/${away._id}`);
    await expect(page.getByRole('heading', { level: 2, name: `${away.name} is not taking bookings at the moment` })).toBeVisible();
  });
});

test('an unavailable doctor’s page points to the available doctors of the same speciality', async ({ page }) => {
  const doctors = await listedDoctors(page.request);
  const speciality = 'Hearing Aid and Speech Specialist';
  const colleagues = doctors.filter((d) => d.speciality === speciality);
  expect(colleagues.length).toBeGreaterThan(2);
  const away = colleagues[2]!;
  await setAvailability(page.request, away._id, false);
  try {
    const available = colleagues.filter((d) => d._id !== away._id && d.available);
    await page.goto(`/appointment/${away._id}`);
    const section = page.getByRole('region', { name: `${away.name} is not taking bookings at the moment` });
    await expect(section).toContainText(`These ${speciality} doctors are available:`);
    const cards = section.getByRole('link');
    await expect(cards.filter({ has: page.locator('img') })).toHaveCount(Math.min(available.length, 4));
    for (const [i, doctor] of available.slice(0, 4).entries()) {
      await expect(cards.nth(i)).toContainText(doctor.name);
      await expect(cards.nth(i)).toContainText(doctor.focus);
      await expect(cards.nth(i)).toContainText('Available');
    }
    if (available.length > 4) {
      await expect(section.getByRole('link', { name: `See every ${speciality} doctor` })).toHaveAttribute(
        'href',
        `/doctors/${encodeURIComponent(speciality)}`,
      );
    }
    await expectNoAxeViolations(page);
    await snapAll(page, 'appointment-unavailable-alternatives');

    // One click on and the visitor can book.
    await page.setViewportSize({ width: 1280, height: 900 });
    await appReady(page);
    await cards.first().click();
    await expect(page).toHaveURL(`/appointment/${available[0]!._id}`);
    await expect(page.getByRole('button', { name: 'Book an appointment' })).toBeVisible();
  } finally {
    await setAvailability(page.request, away._id, true);
  }

  // Nobody else of the speciality is available: a way to all the doctors instead.
  const lone = doctors.find((d) => !d.available && !doctors.some((o) => o._id !== d._id && o.speciality === d.speciality && o.available))!;
  await page.goto(`/appointment/${lone._id}`);
  const section = page.getByRole('region', { name: `${lone.name} is not taking bookings at the moment` });
  await expect(section).toContainText(`No other ${lone.speciality} doctor is taking bookings right now.`);
  await expectNoAxeViolations(page);
  await snapAll(page, 'appointment-unavailable-none');
  await appReady(page);
  await section.getByRole('link', { name: 'See all our doctors' }).click();
  await expect(page).toHaveURL(/\/doctors$/);
});

test('the hearing test is described as one 30-minute slot, and no public page promises a longer appointment', async ({ page }) => {
  expect(SLOT_MINUTES).toBe(30);
  for (const path of ['/', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toContainText(`one ${SLOT_MINUTES}-minute appointment`);
  }
  for (const path of ['/', '/about', '/services', '/doctors', '/contact']) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    expect(text, path).not.toContain('45 minutes');
    const durations = [...text.matchAll(/(\d+)[\s-]*(?:minutes?|mins?)\b/gi)].map((m) => Number(m[1]));
    expect(
      durations.filter((minutes) => minutes > SLOT_MINUTES),
      path,
    ).toEqual([]);
    expect(text, path).not.toMatch(/\b(an|one|two) hours?\b/i);
  }
});

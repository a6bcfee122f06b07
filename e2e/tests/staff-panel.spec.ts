import { expect, test, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import { axeOn } from '../support/axe';
import { DEMO, loginToken, signInAs } from '../support/auth';
import { AXE_WIDTHS, expectNoSidewaysScroll } from '../support/patient-helpers';

const ROUTES = {
  admin: [
    { path: '/', heading: 'Dashboard' },
    { path: '/all-appointments', heading: 'All Appointments' },
    { path: '/add-doctor', heading: 'Add Doctor' },
    { path: '/doctor-list', heading: 'Doctors List' },
    { path: '/patients', heading: 'Patients' },
    // The heading counts the unread messages, if any.
    { path: '/inbox', heading: /^Inbox( \(\d+ unread messages?\))?$/ },
    { path: '/outbox', heading: 'Sent messages' },
    { path: '/schedule', heading: 'Schedule' },
    // The owner's staff accounts (decision 55): the demo admin is the configured owner.
    { path: '/staff', heading: 'Staff' },
  ],
  doctor: [
    { path: '/', heading: 'Dashboard' },
    { path: '/doctor-dashboard', heading: 'Dashboard' },
    { path: '/doctor-appointments', heading: 'Appointments' },
    { path: '/doctor-profile', heading: 'Profile' },
  ],
} as const;

type Role = keyof typeof ROUTES;

// Its tests share nothing: spread over both workers, so a long file does not hold one worker at the end.
test.describe.configure({ mode: 'parallel' });

async function signIn(page: Page, request: Parameters<typeof loginToken>[0], role: Role) {
  const token =
    role === 'admin'
      ? await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password)
      : await loginToken(request, 'doctor', DEMO.doctor.email, DEMO.doctorPassword);
  await signInAs(page, role, token);
}

/** The page has finished its fetches: no loading indicator is left. */
async function settled(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// One sign-in and one page load per screen; each width is a step of its own, the layout redrawn in place.
// axe at the phone's and the desktop's width, where the elements shown differ (cards or a table, the sidebar
// behind its toggle or beside the page); 768 and 1024 px lay the same elements out otherwise, and are checked
// for reflow (AXE_WIDTHS in support/patient-helpers.ts says why).
for (const role of ['admin', 'doctor'] as const) {
  for (const route of ROUTES[role]) {
    test(`${role} ${route.path}: no axe violations at 375 and 1280 px, nothing wider than the screen at 768 and 1024 px`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 375, height: 900 });
      await signIn(page, request, role);
      await page.goto(route.path);
      for (const width of [375, 768, 1024, 1280]) {
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await settled(page, route.heading);
          if ((AXE_WIDTHS as readonly number[]).includes(width)) await expectNoAxeViolations(page);
          else await expectNoSidewaysScroll(page, `${role} ${route.path} at ${width} px`);
          await keepShot(page, testInfo.outputPath(`${role}${route.path.replace(/\//g, '_')}-${width}.png`), { fullPage: true });
        });
      }
    });
  }
}

test('the add-doctor form with every error showing has no axe violations', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/add-doctor');
  await page.getByRole('button', { name: 'Add doctor' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByLabel('Doctor name')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the doctor profile in edit mode has no axe violations and offers only its fields', async ({ page, request }, testInfo) => {
  await signIn(page, request, 'doctor');
  await page.goto('/doctor-profile');
  await settled(page, 'Profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Appointment fee (₹)')).toBeFocused();
  const form = page.getByRole('form', { name: 'Edit profile' });
  // Address (two lines), about and focus (decision 42), the same four in Hindi and in Kannada (decision 53), the
  // fee, the languages and availability.
  await expect(form.getByRole('textbox')).toHaveCount(12);
  await expect(form.getByRole('group', { name: "The doctor's texts in Hindi and Kannada" })).toBeVisible();
  await expect(form.getByRole('spinbutton')).toHaveCount(1);
  await expect(form.getByRole('group', { name: 'Languages you speak with patients' }).getByRole('checkbox')).toHaveCount(9);
  await expect(form.getByRole('checkbox', { name: 'Available' })).toBeVisible();
  await expect(form).toContainText('When unticked, patients cannot book new appointments with you; appointments already booked stay.');
  await expectNoAxeViolations(page);
  await keepShot(page, testInfo.outputPath('doctor-profile-edit-1280.png'), { fullPage: true });
});

test('at 800 px the sidebar collapses behind a toggle that reports its state', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, request, 'admin');
  await page.goto('/');
  await settled(page, 'Dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Staff navigation' });
  const toggle = page.getByRole('button', { name: 'Show navigation' });
  await expect(sidebar).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide navigation' })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toBeVisible();
  await expect(sidebar).toContainText('System Online');
  await expectNoAxeViolations(page);
  await keepShot(page, testInfo.outputPath('sidebar-open-800.png'));

  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show navigation' })).toBeFocused();

  await page.getByRole('button', { name: 'Show navigation' }).click();
  await sidebar.getByRole('link', { name: 'Doctors List' }).click();
  await settled(page, 'Doctors List');
  await expect(sidebar).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show navigation' })).toBeHidden();
});

test('the top bar: role badge, Online, and Logout back to the public home', async ({ page, request }) => {
  await signIn(page, request, 'doctor');
  await page.goto('/');
  await settled(page, 'Dashboard');
  await expect(page.getByTestId('earnings')).toBeVisible();
  const bar = page.getByRole('banner');
  await expect(bar.getByTestId('role-badge')).toHaveText('Doctor');
  await expect(bar).toContainText('Online');
  await bar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('role-badge')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('dToken'))).toBeNull();
});

test('the staff screens work from the keyboard alone', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  await page.goto('/all-appointments');
  await settled(page, 'All Appointments');
  const active = page.getByRole('button', { name: /^Active/ });
  await active.focus();
  await page.keyboard.press('Enter');
  await expect(active).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('appointment-row').first()).toBeVisible();
  await expect(page.getByTestId('appointment-row').getByText('Completed')).toHaveCount(0);
});

test('a list keeps its status and search in the address: reload, Back and a shared link show the same list', async ({ page, request }) => {
  await signIn(page, request, 'doctor');
  await page.goto('/doctor-appointments');
  await settled(page, 'Appointments');
  const rows = page.getByTestId('appointment-row');

  await page.getByRole('button', { name: /^Active/ }).click();
  await expect(page).toHaveURL(/\/doctor-appointments\?status=active$/);
  const name = (await rows.first().getByTestId('patient-name').textContent())!.trim();
  await page.getByRole('searchbox').fill(name);
  await expect(page).toHaveURL(new RegExp(`status=active&q=${encodeURIComponent(name).replace(/%20/g, '\\+')}$`));
  const patients = () => rows.getByTestId('patient-name').allTextContents();
  await expect.poll(async () => (await patients()).every((text) => text.trim() === name)).toBe(true);
  const found = await rows.count();

  await page.reload();
  await settled(page, 'Appointments');
  await expect(page.getByRole('button', { name: /^Active/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox')).toHaveValue(name);
  await expect(rows).toHaveCount(found);
  expect((await patients()).map((text) => text.trim())).toEqual(Array(found).fill(name));

  await page.goBack();
  await expect(page).toHaveURL(/\/doctor-appointments\?status=active$/);
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(page.getByRole('button', { name: /^Active/ })).toHaveAttribute('aria-pressed', 'true');
});

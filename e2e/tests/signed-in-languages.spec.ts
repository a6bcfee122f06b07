import { expect, test, type Page } from '../support/test';
import { DEMO, loginToken, signInAs } from '../support/auth';
import { expectAxeClean, expectNothingClipped, keepScreenshot } from '../support/language-checks';
import { availableDoctor, bookViaApi, registerPatient } from '../support/patient-helpers';
import { SCREENSHOTS } from '../support/screenshots';
// Every screen of the staff panel, as the shell routes them: a new screen is checked without a change here.
import { STAFF_ROUTES, type StaffRoute } from '../../shell/src/remotes/routes';

/**
 * The patient's and the staff's screens in Hindi and Kannada (issue 24): axe clean at phone and desktop
 * width, no text wider than its box, and (with E2E_SCREENSHOTS=1) screenshots of each for a person to look at. The
 * public pages have the same checks in public-languages.spec.ts.
 */
const WIDTHS = [375, 1280] as const;

// Its tests share nothing: spread over both workers, so a long file does not hold one worker at the end.
test.describe.configure({ mode: 'parallel' });

/**
 * One route per screen: two paths that show the same page (the doctor's / and /doctor-dashboard) are one
 * screen, scanned once, at the path the sidebar links to.
 */
function oneRoutePerScreen(routes: readonly StaffRoute[]): StaffRoute[] {
  const listed = (route: StaffRoute) => routes.find((other) => other.page === route.page && other.label !== undefined) ?? route;
  return routes.filter((route) => listed(route) === route);
}

async function checkRoutes(page: Page, lang: 'hi' | 'kn', who: string, routes: string[]) {
  for (const route of routes) {
    // One load per screen, at the first width; the next width is the same page redrawn.
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(route);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const label = `${who} ${route} at ${width}px in ${lang}`;
      await expectAxeClean(page, label);
      await expectNothingClipped(page, label);
    }
    // For a person to look at, with E2E_SCREENSHOTS=1 (support/screenshots.ts): the screen at the team's three widths.
    if (SCREENSHOTS)
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await keepScreenshot(page, `${lang}-${who}-${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}`);
      }
  }
}

for (const lang of ['hi', 'kn'] as const) {
  test.describe(`in ${lang}`, () => {
    test.beforeEach(async ({ context, page }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test(`the patient's screens in ${lang}: axe clean, nothing clipped, screenshots`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const doctor = await availableDoctor(request);
      const me = await registerPatient(request, 'Languages');
      await bookViaApi(request, me, doctor._id);
      await signInAs(page, 'patient', me.token);
      await checkRoutes(page, lang, 'patient', [
        '/my-appointments',
        '/my-profile',
        `/appointment/${doctor._id}`,
        '/login',
        '/forgot-password',
      ]);
    });

    test(`the admin's screens in ${lang}: axe clean, nothing clipped, screenshots`, async ({ page, request }) => {
      test.setTimeout(300_000);
      const doctor = await availableDoctor(request);
      await signInAs(page, 'admin', await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password));
      await checkRoutes(
        page,
        lang,
        'admin',
        oneRoutePerScreen(STAFF_ROUTES.admin).map((route) => route.path.replace(':docId', doctor._id)),
      );
    });

    test(`the doctor's screens in ${lang}: axe clean, nothing clipped, screenshots`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'doctor', await loginToken(request, 'doctor', DEMO.doctor.email, DEMO.doctorPassword));
      await checkRoutes(
        page,
        lang,
        'doctor',
        oneRoutePerScreen(STAFF_ROUTES.doctor).map((route) => route.path),
      );
    });
  });
}

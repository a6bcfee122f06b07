import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import { buildSlotDays, clinicTodayIso, DEFAULT_CLINIC_TZ, slotDateToIsoDate } from '@clinic/shared/booking';
import { formatSlotDate } from '@clinic/shared/format';
import { DEMO, loginToken, signInAs } from '../support/auth';
import { expectAccessibleAtThisWidth, expectNoAxeViolations } from '../support/patient-helpers';
import { acceptConfirm, expectToast } from '../support/staff-ui';

// Issue 19, points 3, 6 and 8 (decision 41), on the seeded clinic: Rohan Das booked yesterday for his
// father Suresh (11:00, with a message) and for himself (13:00); nobody has marked either yet.
const ROHAN = { email: 'rohan.das@example.in', password: 'Patient@12345' };
const NO_SHOW_PROMPT = 'Mark this appointment as a no-show? The patient did not come.';
const DAY_MS = 86_400_000;

const clinicToday = () => clinicTodayIso(new Date(), DEFAULT_CLINIC_TZ);
/** Yesterday at the clinic, `D_M_YYYY`: a full day of the booking rules' grid a week back. */
const yesterdaySlotDate = () => buildSlotDays(new Date(Date.now() - 7 * DAY_MS), DEFAULT_CLINIC_TZ)[6]!.slotDate;

async function signIn(page: Page, request: APIRequestContext, role: 'admin' | 'doctor') {
  const token =
    role === 'admin'
      ? await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password)
      : await loginToken(request, 'doctor', DEMO.doctor.email, DEMO.doctorPassword);
  await signInAs(page, role, token);
  return token;
}

async function settled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

const rows = (page: Page) => page.getByTestId('appointment-row');
const rowOf = (page: Page, patient: string) =>
  rows(page).filter({ has: page.getByTestId('patient-name').getByText(patient, { exact: true }) });

test.describe('point 3: staff see who they are seeing', () => {
  for (const role of ['doctor', 'admin'] as const) {
    test(`the ${role}'s list shows phone, age, e-mail, the message and who booked`, async ({ page, request }, testInfo) => {
      await signIn(page, request, role);
      const path = role === 'admin' ? '/all-appointments' : '/doctor-appointments';
      await page.goto(`${path}?date=${slotDateToIsoDate(yesterdaySlotDate())}`);
      await settled(page, role === 'admin' ? 'All Appointments' : 'Appointments');

      const father = rowOf(page, 'Suresh Das');
      await expect(father).toContainText('Age 68');
      await expect(father).toContainText('Booked by Rohan Das');
      await expect(
        father.getByRole('link', { name: 'Call Suresh Das back on +91 99000 44557, the number given with the booking' }),
      ).toHaveAttribute('href', 'tel:+919900044557');
      const message = father.locator('details');
      await expect(message).not.toHaveAttribute('open');
      await father.getByText('Message', { exact: true }).click();
      await expect(message).toHaveAttribute('open');
      await expect(message).toContainText('My father wears hearing aids in both ears. Please face him and speak slowly.');

      // Booked by the account holder for himself: his e-mail, and no "booked by".
      const himself = rowOf(page, 'Rohan Das');
      await expect(himself).toContainText('Age 34');
      await expect(himself).not.toContainText('Booked by');
      await expect(himself.getByRole('link', { name: 'E-mail Rohan Das at rohan.das@example.in' })).toHaveAttribute(
        'href',
        'mailto:rohan.das@example.in',
      );
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(father.getByRole('link', { name: /^Call Suresh Das/ })).toBeVisible();
        // axe where the table is cards and where it is a table; at 768 px the same table, checked for reflow.
        await expectAccessibleAtThisWidth(page);
        await keepShot(page, testInfo.outputPath(`${role}-list-${width}.png`), { fullPage: true });
      }
    });
  }

  test('Today and a chosen day filter both lists, in the address, by time, counted for the day', async ({ page, request }) => {
    await signIn(page, request, 'doctor');
    await page.goto('/doctor-appointments');
    await settled(page, 'Appointments');
    const today = clinicToday();
    const dateCells = () => rows(page).locator('td[data-label="Date & Time"] > span > span:first-child').allTextContents();

    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page).toHaveURL(new RegExp(`/doctor-appointments\\?date=${today}$`));
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue(today);
    // The seed books today for Ananya at every hour of the day: one already started or one still to come.
    await expect(rows(page).first()).toBeVisible();
    const todayText = formatSlotDate(buildSlotDays(new Date(), DEFAULT_CLINIC_TZ)[0]!.slotDate);
    expect(new Set(await dateCells())).toEqual(new Set([todayText]));
    const all = page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^All/ });
    await expect(all).toHaveText(`All${await rows(page).count()}`);

    // Another day, typed into the date field: that day's rows only, earliest first; reload and Back keep it.
    const yesterday = yesterdaySlotDate();
    await page.getByLabel('Day', { exact: true }).fill(slotDateToIsoDate(yesterday));
    await expect(page).toHaveURL(new RegExp(`date=${slotDateToIsoDate(yesterday)}$`));
    await expect(page.getByRole('table', { name: `Your appointments on ${formatSlotDate(yesterday)}, by time` })).toBeAttached();
    await expect.poll(dateCells).toEqual([formatSlotDate(yesterday), formatSlotDate(yesterday)]);
    await expect(rows(page).nth(0)).toContainText('Suresh Das');
    await expect(rows(page).nth(1)).toContainText('Rohan Das');
    await page.reload();
    await settled(page, 'Appointments');
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue(slotDateToIsoDate(yesterday));
    await expect(rows(page)).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`date=${today}$`));
    await page.getByRole('button', { name: 'All days' }).click();
    await expect(page).toHaveURL(/\/doctor-appointments$/);
    await expect(page.getByRole('table', { name: 'Your appointments, newest first' })).toBeAttached();
  });

  test("the admin's Today asks the api for today at the clinic, and so does a shared link", async ({ page, request }) => {
    await signIn(page, request, 'admin');
    const today = clinicToday();
    await page.goto(`/all-appointments?date=${today}&status=all`);
    await settled(page, 'All Appointments');
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    const todayText = formatSlotDate(buildSlotDays(new Date(), DEFAULT_CLINIC_TZ)[0]!.slotDate);
    await expect(rows(page).first()).toContainText(todayText);
    for (const cell of await rows(page).locator('td[data-label="Date & Time"]').allTextContents()) expect(cell).toContain(todayText);
  });
});

test.describe("point 6: the admin's appointments table fits", () => {
  for (const width of [768, 1024, 1280]) {
    test(`at ${width} px every column and the Cancel button are in view and can be clicked`, async ({ page, request }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, request, 'admin');
      await page.goto('/all-appointments?status=active');
      await settled(page, 'All Appointments');
      const row = rows(page)
        .filter({ has: page.getByRole('button', { name: /^Cancel appointment of/ }) })
        .first();
      await expect(row).toBeVisible();

      const inView = async (what: string, box: { x: number; width: number } | null) => {
        expect(box, what).not.toBeNull();
        expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${what} ends inside the window`).toBeLessThanOrEqual(width);
      };
      // A table when the column is wide enough; below that, every row is a card with each value labelled.
      const header = page.locator('thead');
      if (width >= 1280) {
        await expect(header).toBeVisible();
        for (const th of await page.locator('thead th').all()) await inView(`header ${await th.textContent()}`, await th.boundingBox());
      } else {
        expect(await header.boundingBox().then((box) => (box?.width ?? 0) <= 1)).toBe(true);
      }
      for (const label of ['Patient', 'Contact', 'Date & Time', 'Doctor', 'Fees', 'Action']) {
        const cell = row.locator(`td[data-label="${label}"]`);
        await expect(cell).toBeVisible();
        await inView(label, await cell.boundingBox());
      }
      await expect(row.locator('td[data-label="Fees"]')).toContainText('₹');
      const cancel = row.getByRole('button', { name: /^Cancel appointment of/ });
      await inView('Cancel', await cancel.boundingBox());
      await cancel.click({ trial: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await keepShot(page, testInfo.outputPath(`admin-fit-${width}.png`), { fullPage: true });
    });
  }
});

test.describe('point 8: completed means it happened; No-show', () => {
  test('outcomes only from the start; a No-show is its own status for staff and patient, counted, filtered, not earned', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const dToken = await signIn(page, request, 'doctor');
    const aToken = await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password);
    const dashboard = async () =>
      ((await (await request.get('/api/doctor/dashboard', { headers: { dtoken: dToken } })).json()) as { dashData: Record<string, number> })
        .dashData;
    const before = await dashboard();

    await test.step('a booking still to come offers Change time and Cancel only, and the server refuses to complete it', async () => {
      await page.goto('/doctor-appointments?status=active');
      await settled(page, 'Appointments');
      const list = (await (
        await request.get('/api/doctor/appointments', { headers: { dtoken: dToken }, params: { status: 'active', limit: 100 } })
      ).json()) as { appointments: { _id: string; slotDate: string; slotTime: string; userData: { name: string } }[] };
      const tomorrowOn = buildSlotDays(new Date(), DEFAULT_CLINIC_TZ)
        .slice(1)
        .map((d) => d.slotDate);
      const future = list.appointments.find((a) => tomorrowOn.includes(a.slotDate))!;
      const futureRow = rows(page)
        .filter({ hasText: formatSlotDate(future.slotDate) })
        .first();
      await expect(futureRow.getByRole('button')).toHaveText(['Change time', 'Cancel']);
      const refused = await request.post('/api/doctor/complete-appointment', {
        headers: { dtoken: dToken },
        data: { appointmentId: future._id },
      });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toEqual({
        success: false,
        message: 'This appointment has not started yet: it can be completed from its start time',
      });
    });

    const yesterday = slotDateToIsoDate(yesterdaySlotDate());
    await test.step("the doctor completes yesterday's first appointment", async () => {
      await page.goto(`/doctor-appointments?date=${yesterday}`);
      await settled(page, 'Appointments');
      const father = rowOf(page, 'Suresh Das');
      await expect(father.getByRole('button')).toHaveText(['Cancel', 'Complete', 'No-show']);
      acceptConfirm(page, 'Mark this appointment as completed?');
      await father.getByRole('button', { name: 'Complete appointment of Suresh Das' }).click();
      await expectToast(page, 'Appointment Completed');
      await expect(father.locator('td[data-label="Action"]')).toHaveText('Completed');
    });

    await test.step('the admin marks the second No-show from the day’s list', async () => {
      const admin = await (await browser.newContext()).newPage();
      await signInAs(admin, 'admin', aToken);
      await admin.goto(`/all-appointments?date=${yesterday}`);
      await settled(admin, 'All Appointments');
      const rohan = rowOf(admin, 'Rohan Das');
      await expect(rohan.getByRole('button')).toHaveText(['Cancel', 'No-show']);
      acceptConfirm(admin, NO_SHOW_PROMPT);
      await rohan.getByRole('button', { name: /^Mark appointment of Rohan Das on .* as No-show$/ }).click();
      await expectToast(admin, 'Marked as No-show');
      await expect(rohan.locator('td[data-label="Action"]')).toHaveText('No-show');
      // The day's tabs count that day.
      const tabs = admin.getByRole('group', { name: 'Filter by status' });
      await expect(tabs.getByRole('button', { name: /^No-show/ })).toHaveText('No-show1');
      await expect(tabs.getByRole('button', { name: /^Completed/ })).toHaveText('Completed1');
      await expect(tabs.getByRole('button', { name: /^All/ })).toHaveText('All2');
      await admin.context().close();
    });

    await test.step('the doctor sees it, filters No-shows, and the dashboard counts it and does not earn it', async () => {
      await page.reload();
      await settled(page, 'Appointments');
      await expect(rowOf(page, 'Rohan Das').locator('td[data-label="Action"]')).toHaveText('No-show');
      await page.getByRole('button', { name: 'All days' }).click();
      await page.getByRole('button', { name: /^No-show/ }).click();
      await expect(page).toHaveURL(/status=no-show/);
      await expect(rows(page)).toHaveCount(before.noShows! + 1);
      for (const cell of await rows(page).locator('td[data-label="Action"]').allTextContents()) expect(cell).toBe('No-show');
      await keepShot(page, testInfo.outputPath('doctor-no-show-tab-1280.png'), { fullPage: true });

      await page.goto('/doctor-dashboard');
      await settled(page, 'Dashboard');
      await expect(page.getByTestId('no-shows')).toHaveText(String(before.noShows! + 1));
      const after = await dashboard();
      const fee = (
        (await (await request.get('/api/doctor/profile', { headers: { dtoken: dToken } })).json()) as { profileData: { fees: number } }
      ).profileData.fees;
      // Suresh's completion earned its fee; Rohan's No-show earned nothing.
      expect(after.earnings).toBe(before.earnings! + fee);
    });

    await test.step("the admin's dashboard counts No-shows too", async () => {
      const admin = await (await browser.newContext()).newPage();
      await signInAs(admin, 'admin', aToken);
      await admin.goto('/');
      await settled(admin, 'Dashboard');
      const answer = (await (
        await request.get('/api/admin/appointments', { headers: { atoken: aToken }, params: { page: 1 } })
      ).json()) as {
        counts: Record<string, number>;
      };
      expect(answer.counts['no-show']).toBeGreaterThanOrEqual(2);
      await expect(admin.getByTestId('no-shows')).toHaveText(String(answer.counts['no-show']));
      await admin.context().close();
    });

    await test.step('the patient sees No-show on his card, with nothing to pay or cancel', async () => {
      const patient = await (await browser.newContext()).newPage();
      await signInAs(patient, 'patient', await loginToken(request, 'patient', ROHAN.email, ROHAN.password));
      await patient.goto('/my-appointments');
      const missed = patient.getByRole('article').filter({ hasText: 'No-show' });
      await expect(missed.first()).toBeVisible();
      expect(await missed.count()).toBeGreaterThanOrEqual(2);
      await expect(missed.getByRole('button')).toHaveCount(0);
      await expectNoAxeViolations(patient);
      await keepShot(patient, testInfo.outputPath('patient-no-show-1280.png'), { fullPage: true });
      await patient.context().close();
    });
  });
});

import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import {
  availableDoctor,
  clinicSlotDate,
  expectAccessibleAtThisWidth,
  expectToastShown,
  pickLastDayFirstSlot,
  recordToasts,
  registerPatient,
  toast,
  type ListedDoctor,
  type TestPatient,
} from '../support/patient-helpers';
import { signInAs } from '../support/auth';

// Issue 19, point 2: a booking ends on `/` with a confirmation that stays until the patient dismisses it.

const panelOf = (page: Page) => page.getByRole('status', { name: 'Your appointment is booked' });
const fact = (page: Page, term: string) =>
  panelOf(page)
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('+ dd');

/** Books the first time of day 7 through the booking page and its dialog, as a patient would. */
async function bookThroughDialog(page: Page, doctor: ListedDoctor): Promise<{ slotDate: string; slotTime: string }> {
  await page.goto(`/appointment/${doctor._id}`);
  const slotTime = await pickLastDayFirstSlot(page);
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your appointment' });
  await dialog.getByLabel('Phone').fill('98450 12345');
  await recordToasts(page);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  // The spec's ending stays: the thanks, the dialog closed, and home.
  await expectToastShown(page, 'Thankyou for booking an appointment');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  return { slotDate: clinicSlotDate(6), slotTime };
}

async function newestAppointmentId(request: APIRequestContext, patient: TestPatient): Promise<string> {
  const body = (await (await request.get('/api/user/appointments', { headers: { token: patient.token } })).json()) as {
    appointments: { _id: string }[];
  };
  return body.appointments[0]!._id;
}

/** `27_11_2026` → `Friday 27 November`; `16:30` → `4:30 PM`, as an en-US browser shows a clinic time. */
const dayInWords = (slotDate: string) => {
  const [d, m, y] = slotDate.split('_').map(Number);
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
};
const clockTime = (slotTime: string) => {
  const [h, m] = slotTime.split(':').map(Number);
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h!, m!)),
  );
};

test('after booking, `/` shows the confirmation at its top and focused; it survives a reload, gives an .ics, and goes when dismissed', async ({
  page,
  request,
}) => {
  // The home page's hero stays still: axe below measures contrast, and a slide mid-fade has none to measure
  // (a clean-clone run caught one). The carousels in motion have their own scan in public-a11y.spec.ts.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const doctor = await availableDoctor(request, 3);
  const me = await registerPatient(request, 'Confirmed');
  await signInAs(page, 'patient', me.token);
  const { slotDate, slotTime } = await bookThroughDialog(page, doctor);

  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  const heading = panel.getByRole('heading', { name: 'Your appointment is booked' });
  await expect(heading).toBeFocused();
  // At the top of the page's content: above the home page's own first heading.
  const homeHeading = page.getByRole('main').getByRole('heading', { level: 1 });
  expect((await panel.boundingBox())!.y).toBeLessThan((await homeHeading.boundingBox())!.y);

  const appointmentId = await newestAppointmentId(request, me);
  await expect(fact(page, 'Doctor')).toContainText(doctor.name);
  await expect(fact(page, 'Date')).toHaveText(dayInWords(slotDate));
  await expect(fact(page, 'Time')).toHaveText(`${clockTime(slotTime)} (India Standard Time)`);
  await expect(fact(page, 'Fee')).toHaveText(`₹${doctor.fees.toLocaleString('en-IN')}`);
  await expect(fact(page, 'Reference')).toHaveText(appointmentId.replace(/-/g, '').slice(0, 8).toUpperCase());
  await expect(panel.getByRole('button', { name: 'Pay Online' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'My appointments' })).toHaveAttribute('href', '/my-appointments');

  // A reload of `/` keeps it, focused again.
  await page.reload();
  await expect(panel).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(fact(page, 'Reference')).toHaveText(appointmentId.replace(/-/g, '').slice(0, 8).toUpperCase());

  // Another page does not show it; coming back to `/` does.
  await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(panel).toHaveCount(0);
  await page.goto('/');
  await expect(panel).toBeVisible();

  // Add to calendar: the .ics of this appointment, at the clinic time written in UTC (IST is UTC+5:30).
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Add to calendar' }).click();
  const ics = readFileSync((await (await download).path())!, 'utf8');
  expect(ics).toContain(`SUMMARY:Appointment with ${doctor.name}`);
  expect(ics).toContain(`UID:${appointmentId}@`);
  const [hh, mm] = slotTime.split(':').map(Number);
  const utc = hh! * 60 + mm! - 330;
  expect(ics).toMatch(new RegExp(`DTSTART:\\d{8}T${String(Math.floor(utc / 60)).padStart(2, '0')}${String(utc % 60).padStart(2, '0')}00Z`));

  // WCAG 2.2 AA with the panel, at a phone's, a tablet's and a desktop's width (axe at the phone's and the
  // desktop's, where the elements shown differ; the tablet's, the same elements, checked for reflow).
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(panel).toBeVisible();
    await expectAccessibleAtThisWidth(page);
    await keepShot(page, test.info().outputPath(`booking-confirmation-${width}.png`));
  }

  // Dismiss: gone, and a reload does not bring it back.
  await panel.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('Pay Online on the confirmation reaches the demo checkout and pays this appointment', async ({ page, request }) => {
  const doctor = await availableDoctor(request, 4);
  const me = await registerPatient(request, 'Payer');
  await signInAs(page, 'patient', me.token);
  await bookThroughDialog(page, doctor);
  const appointmentId = await newestAppointmentId(request, me);

  await panelOf(page).getByRole('button', { name: 'Pay Online' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/demo\/checkout\//);
  await page.getByRole('button', { name: /^Pay .*\(demo\)/ }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
  await expect(toast(page, 'Payment successful')).toBeVisible();
  const body = (await (await request.get('/api/user/appointments', { headers: { token: me.token } })).json()) as {
    appointments: { _id: string; payment: boolean }[];
  };
  expect(body.appointments.find((a) => a._id === appointmentId)?.payment).toBe(true);
  // Its next step taken, the confirmation has let go: `/` is the home page again.
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panelOf(page)).toHaveCount(0);
});

test('a visitor, and a patient who has not booked, download nothing of the confirmation on `/`', async ({ page, browser, request }) => {
  const asked: string[] = [];
  const watch = (p: Page) => p.on('request', (r) => asked.push(r.url()));
  watch(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const me = await registerPatient(request, 'Browsing');
  const context = await browser.newContext();
  const patientPage = await context.newPage();
  watch(patientPage);
  await signInAs(patientPage, 'patient', me.token);
  await patientPage.goto('/');
  await expect(patientPage.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await patientPage.waitForLoadState('networkidle');
  await context.close();

  // mf_patient's pages and panel are all under /mf/patient/: `/` has no reason to touch any of it.
  expect(asked.filter((url) => url.includes('/mf/patient/'))).toEqual([]);
  await expect(panelOf(page)).toHaveCount(0);
});

import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import { DEMO, loginToken, signInAs } from '../support/auth';
import { availableDoctor, book, expectNoAxeViolations, registerPatient, type TestPatient } from '../support/patient-helpers';

// Issue 20, the patient's side: the admin closes Sundays and one weekday ("Diwali"), the demo doctor takes
// a day's leave; the picker shows those days with why and offers no time on them, and booking them
// anyway is refused. With a cancellation cut-off, an appointment inside it offers no Cancel.
// The demo database is shared by the other specs of a run: every change here is undone in afterAll.

const SHOTS = '/tmp/shots-patient';

interface SlotsDay {
  slotDate: string;
  times: string[];
  reason?: string;
  note?: string;
}
interface ClinicHours {
  weekly: Record<string, { from: string; to: string }[]>;
  windowDays: number;
  minNoticeMinutes: number;
  cancelCutoffMinutes: number;
}

let adminToken = '';
let doctorToken = '';
let docId = '';
let originalHours: ClinicHours;
let closureId = '';
let leaveId = '';
let sunday = '';
let closureDay = '';
let leaveDay = '';
const patients: { patient: TestPatient; appointmentIds: string[] }[] = [];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const parts = (slotDate: string) => slotDate.split('_').map(Number) as [number, number, number];
const weekday = (slotDate: string) => {
  const [d, m, y] = parts(slotDate);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};
/** `29_11_2026` → "Sun 29 Nov", the words of its day button. */
const dayLabel = (slotDate: string) => {
  const [d, m] = parts(slotDate);
  return `${WEEKDAYS[weekday(slotDate)]} ${d} ${MONTHS[m - 1]}`;
};

const admin = () => ({ atoken: adminToken });
const slots = async (request: APIRequestContext, id = docId): Promise<SlotsDay[]> => {
  const body = (await (await request.get(`/api/doctor/slots/${id}`)).json()) as { success: boolean; days: SlotsDay[]; message: string };
  if (!body.success) throw new Error(`slots: ${body.message}`);
  return body.days;
};
const setHours = (request: APIRequestContext, hours: ClinicHours) =>
  request.post('/api/admin/clinic-hours', { headers: admin(), data: hours });

/** The first of `days` on which `add` is not refused for appointments already there (another spec's, the seed's). */
async function firstAccepted(days: string[], add: (slotDate: string) => Promise<{ status: number; body: Record<string, unknown> }>) {
  for (const slotDate of days) {
    const { status, body } = await add(slotDate);
    if (status === 200 || status === 201) return { slotDate, body };
    if (status !== 409) throw new Error(`${slotDate}: ${status} ${JSON.stringify(body)}`);
  }
  throw new Error(`every day of ${days.join(', ')} already has appointments`);
}

test.beforeAll(async ({ request }) => {
  adminToken = await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password);
  doctorToken = await loginToken(request, 'doctor', DEMO.doctor.email, DEMO.doctorPassword);
  const { doctors } = (await (await request.get('/api/doctor/list')).json()) as { doctors: { _id: string; name: string }[] };
  docId = doctors.find((d) => d.name === DEMO.doctor.name)!._id;

  const hoursAnswer = (await (await request.get('/api/admin/clinic-hours', { headers: admin() })).json()) as { hours: ClinicHours };
  originalHours = hoursAnswer.hours;

  // Sundays closed. Appointments already on the window's Sunday (another spec's) are cancelled with the reason.
  let closed = await setHours(request, { ...originalHours, weekly: { ...originalHours.weekly, sun: [] } });
  if (closed.status() === 409) {
    closed = await request.post('/api/admin/clinic-hours', {
      headers: admin(),
      data: { ...originalHours, weekly: { ...originalHours.weekly, sun: [] }, cancelAffected: true },
    });
  }
  expect(closed.status(), await closed.text()).toBe(200);

  const window = (await slots(request)).map((d) => d.slotDate);
  sunday = window.find((d) => weekday(d) === 0)!;
  // Not today (its times may be over already), not the Sunday; from the far end, where the seed books nothing.
  const weekdays = window
    .slice(1)
    .filter((d) => d !== sunday)
    .reverse();

  const closure = await firstAccepted(weekdays, async (slotDate) => {
    const r = await request.post('/api/admin/add-closure', { headers: admin(), data: { slotDate, reason: 'Diwali' } });
    return { status: r.status(), body: (await r.json()) as Record<string, unknown> };
  });
  closureDay = closure.slotDate;
  closureId = closure.body.closureId as string;

  const leave = await firstAccepted(
    weekdays.filter((d) => d !== closureDay),
    async (slotDate) => {
      const r = await request.post('/api/doctor/add-leave', {
        headers: { dtoken: doctorToken },
        data: { from: slotDate, to: slotDate, reason: 'Conference' },
      });
      return { status: r.status(), body: (await r.json()) as Record<string, unknown> };
    },
  );
  leaveDay = leave.slotDate;
  leaveId = (leave.body.leave as { _id: string })._id;
});

test.afterAll(async ({ request }) => {
  // The hours first: with the cut-off gone, the patients made here can cancel what they booked.
  if (originalHours) expect((await setHours(request, originalHours)).status()).toBe(200);
  if (closureId) await request.post('/api/admin/delete-closure', { headers: admin(), data: { closureId } });
  if (leaveId) await request.post('/api/doctor/delete-leave', { headers: { dtoken: doctorToken }, data: { leaveId } });
  for (const { patient, appointmentIds } of patients)
    for (const appointmentId of appointmentIds)
      await request.post('/api/user/cancel-appointment', { headers: { token: patient.token }, data: { appointmentId } });
});

async function openPicker(page: Page) {
  await page.goto(`/appointment/${docId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.doctor.name);
  await expect(page.getByRole('radiogroup', { name: 'Day', exact: true })).toBeVisible();
}
const dayButton = (page: Page, slotDate: string) =>
  page.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio', { name: new RegExp(`^${dayLabel(slotDate)}\\b`) });

test('the server draws the picker’s skeleton, and the days arrive in it without moving the page', async ({ page, request }) => {
  const html = await (await request.get(`/appointment/${docId}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('Booking slots');
  expect(html).toContain('Loading the free times…');
  await openPicker(page);
  // Cumulative layout shift of the load, as the browser measures it (0.1 is "good" by Core Web Vitals).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  console.log(`layout shift of the booking page: ${shift.toFixed(4)}`);
  expect(shift).toBeLessThan(0.1);
});

test('the picker shows the closed Sunday, the closure and the leave with why, and offers no time on them', async ({ page }) => {
  await openPicker(page);
  await expect(dayButton(page, sunday)).toHaveAccessibleName(`${dayLabel(sunday)} Closed`);
  await expect(dayButton(page, closureDay)).toHaveAccessibleName(`${dayLabel(closureDay)} Closed`);
  await expect(dayButton(page, leaveDay)).toHaveAccessibleName(`${dayLabel(leaveDay)} Doctor away`);

  const status = page.getByRole('status').filter({ hasText: 'Please choose another day' });
  for (const [slotDate, why] of [
    [sunday, 'Closed'],
    [closureDay, 'Closed · Diwali'],
    [leaveDay, 'Doctor away'],
  ] as const) {
    await dayButton(page, slotDate).click();
    await expect(dayButton(page, slotDate)).toHaveAttribute('aria-checked', 'true');
    await expect(status.locator('strong')).toHaveText(why);
    await expect(page.getByRole('radiogroup', { name: /^Time on/ })).toHaveCount(0);
  }

  // Keyboard: a day with times is reached with Tab and chosen with Enter or Space; its times follow.
  const open = page
    .getByRole('radiogroup', { name: 'Day', exact: true })
    .getByRole('radio', { name: /^\w{3} \d{1,2} \w{3}$/ })
    .last();
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('aria-checked', 'true');
  await expect(
    page
      .getByRole('radiogroup', { name: /^Time on/ })
      .getByRole('radio')
      .first(),
  ).toBeVisible();

  // Axe and screenshots with the closure chosen, its reason on screen.
  await dayButton(page, closureDay).click();
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('region', { name: 'Booking slots' }).scrollIntoViewIfNeeded();
    if (width !== 768) await test.step(`axe at ${width} px`, () => expectNoAxeViolations(page));
    await keepShot(page, `${SHOTS}/picker-closed-days-${width}.png`, { fullPage: true });
    await keepShot(page.getByRole('region', { name: 'Booking slots' }), `${SHOTS}/picker-region-${width}.png`);
  }
});

test('a booking forced through the api on a closed day, the closure or the leave is refused with 409', async ({ request }) => {
  const me = await registerPatient(request, 'Closed');
  for (const slotDate of [sunday, closureDay, leaveDay]) {
    const response = await request.post('/api/user/book-appointment', {
      headers: { token: me.token },
      data: { docId, slotDate, slotTime: '18:00', userData: { name: me.name, phone: '98450 55555' } },
    });
    expect(response.status(), slotDate).toBe(409);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  }
});

test('with a cancellation cut-off, an appointment inside it offers no Cancel but the clinic’s phone', async ({ page, request }) => {
  const me = await registerPatient(request, 'Cutoff');
  const doctor = await availableDoctor(request, 1);
  const days = await slots(request, doctor._id);
  // The first day after today with a time (inside a 72-hour cut-off) and the last day of the window with one
  // (outside it): when the window ends on the closed Sunday, the day before may be this spec's closure.
  const soon = days.slice(1).find((d) => d.times.length > 0 && d.slotDate !== sunday)!;
  const later = [...days].reverse().find((d) => d.times.length > 0)!;
  const entry = { patient: me, appointmentIds: [] as string[] };
  patients.push(entry);
  entry.appointmentIds.push(
    await book(request, me.token, { docId: doctor._id, slotDate: soon.slotDate, slotTime: soon.times[0]!, name: me.name }),
  );
  entry.appointmentIds.push(
    await book(request, me.token, { docId: doctor._id, slotDate: later.slotDate, slotTime: later.times.at(-1)!, name: me.name }),
  );

  const current = ((await (await request.get('/api/admin/clinic-hours', { headers: admin() })).json()) as { hours: ClinicHours }).hours;
  expect((await setHours(request, { ...current, cancelCutoffMinutes: 72 * 60 })).status()).toBe(200);

  await signInAs(page, 'patient', me.token);
  await page.goto('/my-appointments');
  const cards = page.getByRole('article', { name: doctor.name });
  await expect(cards).toHaveCount(2);
  const cardOn = (slotDate: string) => cards.filter({ hasText: `${dayLabel(slotDate)} ${parts(slotDate)[2]}` });
  const inside = cardOn(soon.slotDate);
  const outside = cardOn(later.slotDate);
  await expect(inside.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expect(inside).toContainText('Online cancellation closes 72 hours before the appointment. To cancel, please call +91 98450 12345.');
  await expect(inside.getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345');
  await expect(outside.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();

  // The api holds the same line: a cancel inside the cut-off is refused with 409.
  const refused = await request.post('/api/user/cancel-appointment', {
    headers: { token: me.token },
    data: { appointmentId: entry.appointmentIds[0] },
  });
  expect(refused.status()).toBe(409);

  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await keepShot(page, `${SHOTS}/my-appointments-cutoff-${width}.png`, { fullPage: true });
    await keepShot(inside, `${SHOTS}/card-inside-cutoff-${width}.png`);
  }
});

import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import { DEMO, loginToken, signInAs } from '../support/auth';
import {
  availableDoctor,
  book,
  expectNoAxeViolations,
  expectNoAxeViolationsAtEveryWidth,
  registerPatient,
  toast,
} from '../support/patient-helpers';
import { doctorIdByEmail, patientAppointments } from '../support/staff-fixtures';

/**
 * Issue 20, the admin's side of the clinic's calendar: the Schedule page (weekly hours, policy, closures)
 * and a doctor's week and leave, driven through the screens; the public calls show what was saved. Other
 * specs share the demo database, so afterAll puts back the hours, closures, week and leave found at start.
 */

type Weekly = Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', { from: string; to: string }[]>;
interface ClinicHours {
  weekly: Weekly;
  windowDays: number;
  minNoticeMinutes: number;
  cancelCutoffMinutes: number;
}
interface Closure {
  _id: string;
  slotDate: string;
  reason: string;
}
interface Leave {
  _id: string;
  from: string;
  reason: string;
}
interface ClinicService {
  id: string;
  durationMinutes: number;
  fee: number;
}
interface SlotsDay {
  slotDate: string;
  times: string[];
  reason?: string;
  note?: string;
}

const SHOTS = '/tmp/shots-admin';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const parts = (slotDate: string) => slotDate.split('_').map(Number) as [number, number, number];
const weekday = (slotDate: string) => {
  const [d, m, y] = parts(slotDate);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};
const isoDate = (slotDate: string) => {
  const [d, m, y] = parts(slotDate);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
const inWords = (slotDate: string) => {
  const [d, m, y] = parts(slotDate);
  return `${WEEKDAYS[weekday(slotDate)]} ${d} ${MONTHS[m - 1]} ${y}`;
};

async function body<T>(response: Promise<{ json(): Promise<unknown> }>, what: string): Promise<T> {
  const answer = (await (await response).json()) as { success: boolean; message: string } & T;
  if (!answer.success) throw new Error(`${what} failed: ${answer.message}`);
  return answer;
}

const adminGet = <T>(request: APIRequestContext, aToken: string, path: string, params?: Record<string, string>) =>
  body<T>(request.get(path, { headers: { atoken: aToken }, params }), path);
const adminPost = <T>(request: APIRequestContext, aToken: string, path: string, data: object) =>
  body<T>(request.post(path, { headers: { atoken: aToken }, data }), path);

const slotsOf = async (request: APIRequestContext, docId: string) =>
  (await body<{ days: SlotsDay[] }>(request.get(`/api/doctor/slots/${docId}`), 'slots')).days;

/** How many active appointments, of any doctor, a clinic day holds (the admin's list counts a day). */
async function activeOn(request: APIRequestContext, slotDate: string): Promise<number> {
  const list = await adminGet<{ counts: { active: number } }>(request, aToken, '/api/admin/appointments', {
    date: isoDate(slotDate),
    page: '1',
    limit: '1',
  });
  return list.counts.active;
}

/**
 * A day ahead (not today, not a Sunday, not closed) that no active appointment is on: the demo's own
 * appointments, which later specs read, are never cancelled here.
 */
async function freeDay(request: APIRequestContext, days: SlotsDay[]): Promise<SlotsDay> {
  for (const day of days.slice(1))
    if (weekday(day.slotDate) !== 0 && day.times.length > 0 && (await activeOn(request, day.slotDate)) === 0) return day;
  throw new Error('no day ahead without appointments');
}

/**
 * Saves the hours. When tomorrow or the day after is a Sunday, the demo's own appointments are on it and
 * closing Sundays asks about them: the dialog is answered (the only path to closed Sundays on such a day).
 */
async function saveThrough(page: Page, button: string, done: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(toast(page, done).or(dialog)).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cancel them and save' }).click();
  await expect(toast(page, done).first()).toBeVisible();
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(page, `${SHOTS}/${name}-${width}.png`, { fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

test.describe.configure({ mode: 'serial' });

let aToken: string;
let docId: string;
let startHours: ClinicHours;
let startClosures: Closure[];
let startWeek: Weekly | null;
let startLeave: Leave[];
let startServices: ClinicService[];

test.beforeAll(async ({ request }) => {
  aToken = await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password);
  docId = await doctorIdByEmail(request, aToken, DEMO.doctor.email);
  startHours = (await adminGet<{ hours: ClinicHours }>(request, aToken, '/api/admin/clinic-hours')).hours;
  startClosures = (await adminGet<{ closures: Closure[] }>(request, aToken, '/api/admin/closures')).closures;
  const schedule = (
    await adminGet<{ schedule: { weekly: Weekly | null; leave: Leave[] } }>(request, aToken, '/api/admin/doctor-schedule', { docId })
  ).schedule;
  startWeek = schedule.weekly;
  startLeave = schedule.leave;
  startServices = (await body<{ services: ClinicService[] }>(request.get('/api/clinic/services'), 'services')).services;
});

test.afterAll(async ({ request }) => {
  // Back to the hours, closures, week and leave found at start: wider hours affect no appointment.
  await adminPost(request, aToken, '/api/admin/clinic-hours', startHours);
  const closures = (await adminGet<{ closures: Closure[] }>(request, aToken, '/api/admin/closures')).closures;
  for (const c of closures.filter((c) => !startClosures.some((s) => s._id === c._id)))
    await adminPost(request, aToken, '/api/admin/delete-closure', { closureId: c._id });
  await adminPost(request, aToken, '/api/admin/doctor-hours', { docId, weekly: startWeek });
  const schedule = (await adminGet<{ schedule: { leave: Leave[] } }>(request, aToken, '/api/admin/doctor-schedule', { docId })).schedule;
  for (const l of schedule.leave.filter((l) => !startLeave.some((s) => s._id === l._id)))
    await adminPost(request, aToken, '/api/admin/delete-leave', { leaveId: l._id });
  for (const { id, durationMinutes, fee } of startServices)
    await adminPost(request, aToken, '/api/admin/update-service', { serviceId: id, durationMinutes, fee });
});

async function openSchedule(page: Page) {
  await signInAs(page, 'admin', aToken);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /navigation/ });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('complementary', { name: 'Staff navigation' }).getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule');
  await expect(page.getByRole('group', { name: 'Sunday' })).toBeVisible();
}

test('the admin closes Sundays and adds a Diwali closure; the public hours and slots show both', async ({ page, request }) => {
  await openSchedule(page);
  const sunday = page.getByRole('group', { name: 'Sunday' });
  await sunday.getByRole('button', { name: /^Remove Sunday/ }).click();
  await expect(sunday.getByText('Closed')).toBeVisible();
  // Two weeks ahead: room for the days this spec needs free of the demo's appointments.
  await page.getByLabel(/^Booking window/).fill('14');
  await expect(page.getByLabel(/^Booking window/)).toHaveAccessibleDescription('Patients can book today and the next 13 days.');
  await saveThrough(page, 'Save hours and policy', 'Clinic hours saved');
  // The form starts again from what was saved.
  await expect(page.getByRole('group', { name: 'Sunday' }).getByText('Closed')).toBeVisible();
  await expect(page.getByLabel(/^Booking window/)).toHaveValue('14');

  const days = await slotsOf(request, docId);
  expect(days).toHaveLength(14);
  const diwali = (await freeDay(request, days)).slotDate;

  await page.getByLabel(/^Date/).fill(isoDate(diwali));
  await page.getByLabel(/^Reason/).fill('Diwali');
  await page.getByRole('button', { name: 'Add closure' }).click();
  await expect(toast(page, 'Closure added').first()).toBeVisible();
  const closures = page.getByRole('list', { name: 'Closures ahead' });
  await expect(closures.getByRole('listitem').filter({ hasText: inWords(diwali) })).toContainText('Diwali');

  const hours = (await body<{ hours: { weekly: Weekly; closures: Omit<Closure, '_id'>[] } }>(request.get('/api/clinic/hours'), 'hours'))
    .hours;
  expect(hours.weekly.sun).toEqual([]);
  expect(hours.closures).toContainEqual({ slotDate: diwali, reason: 'Diwali' });

  const after = await slotsOf(request, docId);
  expect(after.find((d) => d.slotDate === diwali)).toMatchObject({ times: [], reason: 'closed', note: 'Diwali' });
  for (const day of after.filter((d) => weekday(d.slotDate) === 0)) expect(day).toMatchObject({ times: [], reason: 'closed' });
  await shoot(page, 'schedule');
});

test('a closure over a booking asks first, and "Cancel them and save" cancels it', async ({ page, request }) => {
  const patient = await registerPatient(request, 'Closure');
  const doctor = await availableDoctor(request, 1);
  const day = await freeDay(request, await slotsOf(request, doctor._id));
  await book(request, patient.token, { docId: doctor._id, slotDate: day.slotDate, slotTime: day.times[0]!, name: patient.name });

  await openSchedule(page);
  await page.getByLabel(/^Date/).fill(isoDate(day.slotDate));
  await page.getByLabel(/^Reason/).fill('Staff training');
  await page.getByRole('button', { name: 'Add closure' }).click();
  const dialog = page.getByRole('dialog', { name: 'This closure falls on 1 appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await expectNoAxeViolations(page);
  await keepShot(page, `${SHOTS}/affected-dialog-1280.png`);

  // Back: nothing saved, the booking stands.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();
  expect((await patientAppointments(request, patient.token)).every((a) => !a.cancelled)).toBe(true);

  await page.getByRole('button', { name: 'Add closure' }).click();
  await dialog.getByRole('button', { name: 'Cancel them and save' }).click();
  await expect(toast(page, /^Closure added\. .*cancelled/).first()).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Closures ahead' })
      .getByRole('listitem')
      .filter({ hasText: inWords(day.slotDate) }),
  ).toBeVisible();
  expect((await patientAppointments(request, patient.token)).map((a) => a.cancelled)).toEqual([true]);
});

test('decision 57: the admin changes a service’s length and fee on the Schedule page; the public list answers them', async ({
  page,
  request,
}) => {
  await openSchedule(page);
  const fitting = page.getByRole('form', { name: 'Hearing Aid Trial & Fitting' });
  await expect(fitting.getByLabel('Length (minutes)')).toHaveValue('90');
  await fitting.getByLabel('Length (minutes)').fill('75');
  await fitting.getByLabel('Fee (₹)').fill('1800');
  await fitting.getByRole('button', { name: 'Save Hearing Aid Trial & Fitting' }).click();
  await expect(toast(page, 'Service saved')).toBeVisible();
  const services = (await body<{ services: ClinicService[] }>(request.get('/api/clinic/services'), 'services')).services;
  expect(services.find((s) => s.id === 'hearing-aid-fitting')).toMatchObject({ durationMinutes: 75, fee: 1800 });

  // A length off the five-minute steps is refused, in words, and nothing changes.
  await fitting.getByLabel('Length (minutes)').fill('77');
  await fitting.getByRole('button', { name: 'Save Hearing Aid Trial & Fitting' }).click();
  await expect(toast(page, 'Duration must be in steps of 5 minutes')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Hearing Aid Trial & Fitting' }).getByLabel('Length (minutes)')).toHaveValue('75');
});

test('the Schedule page has no axe violations at any width, errors showing or not', async ({ page }) => {
  // Axe at four widths, twice, on the longest staff form: 37 s in a CI run on 2 cores, close to the default minute.
  test.setTimeout(120_000);
  await openSchedule(page);
  await expectNoAxeViolationsAtEveryWidth(page);
  // Every error at once: an interval that runs backwards, an empty window, a closure without a date.
  const monday = page.getByRole('group', { name: 'Monday' });
  await monday.getByLabel('To').first().selectOption('09:00');
  await page.getByLabel(/^Booking window/).fill('');
  await page.getByRole('button', { name: 'Save hours and policy' }).click();
  await expect(monday.getByLabel('To').first()).toBeFocused();
  await expect(page.getByText('The closing time must be after the opening time')).toBeVisible();
  await page.getByRole('button', { name: 'Add closure' }).click();
  await expect(page.getByLabel(/^Date/)).toBeFocused();
  await expectNoAxeViolationsAtEveryWidth(page);
  await shoot(page, 'schedule-errors');
});

test('from the doctors list, the admin adds leave for a doctor, the patient sees "away", and removes it', async ({ page, request }) => {
  await signInAs(page, 'admin', aToken);
  await page.goto('/doctor-list');
  await page.getByRole('link', { name: `Schedule of ${DEMO.doctor.name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Schedule: ${DEMO.doctor.name}`);
  await expect(page.getByRole('radio', { name: 'Works all clinic hours' })).toBeChecked();

  const away = (await freeDay(request, await slotsOf(request, docId))).slotDate;
  await page.getByLabel(/^First day/).fill(isoDate(away));
  await page.getByLabel(/^Reason/).fill('Conference');
  await page.getByRole('button', { name: 'Add leave' }).click();
  await expect(toast(page, 'Leave added').first()).toBeVisible();
  const leave = page
    .getByRole('list', { name: 'Leave ahead' })
    .getByRole('listitem')
    .filter({ hasText: inWords(away) });
  await expect(leave).toContainText('Conference');
  expect((await slotsOf(request, docId)).find((d) => d.slotDate === away)).toMatchObject({ times: [], reason: 'away' });

  await expectNoAxeViolationsAtEveryWidth(page);
  await page.getByRole('radio', { name: 'Works their own hours' }).check();
  await expect(page.getByRole('group', { name: 'Monday' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'doctor-schedule');
  await page.getByRole('radio', { name: 'Works all clinic hours' }).check();

  await leave.getByRole('button', { name: /^Remove the leave on/ }).click();
  await expect(toast(page, 'Leave removed').first()).toBeVisible();
  await expect(leave).toHaveCount(0);
  expect((await slotsOf(request, docId)).find((d) => d.slotDate === away)?.reason).not.toBe('away');
});

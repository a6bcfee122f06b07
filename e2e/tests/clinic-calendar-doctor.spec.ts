import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { keepShot } from '../support/screenshots';
import { slotDateToIsoDate } from '@clinic/shared/booking';
import { DEMO, loginToken, signInAs } from '../support/auth';
import { book, clinicSlotDate, expectNoAxeViolationsAtEveryWidth, freeTimes, registerPatient } from '../support/patient-helpers';
import { expectToast } from '../support/staff-ui';

// Issue 20: the doctor's week and leave on their profile (decision 44). The demo database is shared by
// the other specs of a run, so every leave added here carries this run's mark and is removed after.

const SHOTS = '/tmp/shots-doctor';
const MARK = `e2e-leave-${Date.now().toString(36)}`;

interface Leave {
  _id: string;
  reason: string;
}
interface SlotsDay {
  slotDate: string;
  times: string[];
  reason?: string;
}

let doctorToken = '';

const doctorLeave = async (request: APIRequestContext): Promise<Leave[]> => {
  const body = (await (await request.get('/api/doctor/leave', { headers: { dtoken: doctorToken } })).json()) as {
    schedule?: { leave: Leave[] };
  };
  return body.schedule?.leave ?? [];
};

/** The demo doctor's id, and a clinic day (1–5 days ahead) on which they have no appointment yet. */
async function demoDoctorAndFreeDays(request: APIRequestContext) {
  const { doctors } = (await (await request.get('/api/doctor/list')).json()) as {
    doctors: { _id: string; name: string; slots_booked: Record<string, string[]> }[];
  };
  const doctor = doctors.find((d) => d.name === DEMO.doctor.name);
  if (!doctor) throw new Error('the demo doctor is missing');
  const freeDays = [1, 2, 3, 4, 5].map(clinicSlotDate).filter((day) => !doctor.slots_booked[day]?.length);
  if (freeDays.length < 2) throw new Error('the demo doctor has no two free days in the window');
  return { docId: doctor._id, freeDays };
}

async function openProfile(page: Page) {
  await page.goto('/doctor-profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page.getByRole('heading', { name: 'Your leave' })).toBeVisible();
}

async function addLeave(page: Page, slotDate: string, reason: string) {
  await page.getByRole('button', { name: 'Add leave' }).click();
  await expect(page.getByLabel(/^From date/)).toBeFocused();
  await page.getByLabel(/^From date/).fill(slotDateToIsoDate(slotDate));
  await expect(page.getByLabel(/^To date/)).toHaveValue(slotDateToIsoDate(slotDate));
  await page.getByLabel(/^Reason/).fill(reason);
  await page.getByRole('form', { name: 'Add leave' }).getByRole('button', { name: 'Add leave' }).click();
}

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(page, `${SHOTS}/${name}-${width}.png`, { fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

test.beforeAll(async ({ request }) => {
  doctorToken = await loginToken(request, 'doctor', DEMO.doctor.email, DEMO.doctorPassword);
});

// RESTORE: whatever this run added, even when a step failed half-way.
test.afterAll(async ({ request }) => {
  for (const leave of await doctorLeave(request))
    if (leave.reason.startsWith(MARK))
      await request.post('/api/doctor/delete-leave', { headers: { dtoken: doctorToken }, data: { leaveId: leave._id } });
});

test('the doctor sees their week, adds leave (cancelling what it covers when asked), patients see "away", and removes it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { docId, freeDays } = await demoDoctorAndFreeDays(request);
  const [quietDay, bookedDay] = freeDays as [string, string];
  await signInAs(page, 'doctor', doctorToken);
  await openProfile(page);

  await test.step('the week is listed Monday first, set by the admin', async () => {
    const week = page.getByRole('region', { name: 'Your week' });
    await expect(week.getByRole('term')).toHaveText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await expect(week).toContainText('To change your week, ask the clinic’s admin.');
  });

  await test.step('the add form, open with its errors showing, is axe-clean at every width', async () => {
    await page.getByRole('button', { name: 'Add leave' }).click();
    const form = page.getByRole('form', { name: 'Add leave' });
    await form.getByRole('checkbox', { name: 'Only part of the day' }).check();
    await expect(form.getByLabel('From time')).toBeVisible();
    await form.getByRole('button', { name: 'Add leave' }).click();
    await expect(page.getByLabel(/^From date/)).toBeFocused();
    await expect(form.getByText('Please give a reason')).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page);
    await shots(page, 'leave-form');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Add leave' })).toBeFocused();
  });

  await test.step('a day of leave with nothing booked is added and listed', async () => {
    await addLeave(page, quietDay, `${MARK} training`);
    await expectToast(page, 'Leave added');
    const list = page.getByRole('list', { name: 'Upcoming leave' });
    await expect(list.getByRole('listitem').filter({ hasText: `${MARK} training` })).toContainText('all day');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  const patient = await registerPatient(request, 'Leave');
  const slotTime = (await freeTimes(request, docId, bookedDay))[0]!;
  const appointmentId = await book(request, patient.token, { docId, slotDate: bookedDay, slotTime, name: patient.name });

  await test.step('leave over a booking asks first; Cancel them cancels it', async () => {
    await addLeave(page, bookedDay, `${MARK} conference`);
    const question = page.getByRole('dialog', { name: /^\d+ appointments? falls? in this leave$/ });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Back' })).toBeFocused();
    await shots(page, 'leave-affected');
    await question.getByRole('button', { name: 'Cancel them and add leave' }).click();
    await expect(question).toBeHidden();
    await expectToast(page, 'Leave added');
    const list = page.getByRole('list', { name: 'Upcoming leave' });
    await expect(list.getByRole('listitem').filter({ hasText: `${MARK} conference` })).toBeVisible();
    await shots(page, 'leave-listed');
  });

  await test.step("the patient's My appointments shows it cancelled", async () => {
    const patientPage = await browser.newPage();
    await signInAs(patientPage, 'patient', patient.token);
    await patientPage.goto('/my-appointments');
    const card = patientPage.getByRole('article').filter({ hasText: DEMO.doctor.name });
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await patientPage.close();
    const mine = (await (await request.get('/api/user/appointments', { headers: { token: patient.token } })).json()) as {
      appointments: { _id: string; cancelled: boolean }[];
    };
    expect(mine.appointments.find((a) => a._id === appointmentId)?.cancelled).toBe(true);
  });

  await test.step('the public slots say the doctor is away on both days', async () => {
    const body = (await (await request.get(`/api/doctor/slots/${docId}`)).json()) as { success: boolean; days: SlotsDay[] };
    expect(body.success).toBe(true);
    for (const day of [quietDay, bookedDay]) expect(body.days.find((d) => d.slotDate === day)).toMatchObject({ times: [], reason: 'away' });
  });

  await test.step('Remove asks first, then the leave is gone and the day is bookable again', async () => {
    for (const reason of ['training', 'conference']) {
      const item = page
        .getByRole('list', { name: 'Upcoming leave' })
        .getByRole('listitem')
        .filter({ hasText: `${MARK} ${reason}` });
      await item.getByRole('button', { name: /^Remove leave/ }).click();
      const question = page.getByRole('dialog', { name: 'Remove this leave?' });
      await question.getByRole('button', { name: 'Remove leave' }).click();
      await expect(item).toHaveCount(0);
      await expectToast(page, 'Leave removed');
      await expect(page.getByRole('heading', { name: 'Your leave' })).toBeFocused();
    }
    const body = (await (await request.get(`/api/doctor/slots/${docId}`)).json()) as { days: SlotsDay[] };
    expect(body.days.find((d) => d.slotDate === bookedDay)?.times).toContain(slotTime);
  });
});

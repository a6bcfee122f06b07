import { expect, test, type APIRequestContext } from '../support/test';
import { appReady } from '../support/app-ready';
import { DEMO, loginToken, signInAs } from '../support/auth';
import {
  availableDoctor,
  expectNoAxeViolations,
  expectNoAxeViolationsAtEveryWidth,
  pickLastDayFirstSlot,
  registerPatient,
  snap,
  toast,
} from '../support/patient-helpers';

// Issue 23: a patient who cannot make a time moves the appointment from My appointments, with the same
// picker as booking, and staff move one from their lists; the appointment keeps its reference, and the
// old time is free again.

interface Day {
  slotDate: string;
  times: string[];
}
type Listed = { _id: string; slotDate: string; slotTime: string; cancelled: boolean };
const appointmentsOf = async (request: APIRequestContext, token: string): Promise<Listed[]> =>
  ((await (await request.get('/api/user/appointments', { headers: { token } })).json()) as { appointments: Listed[] }).appointments;

/** A new patient's appointment with the doctor on the sixth day of the window, at its first free time. */
async function bookSixthDay(request: APIRequestContext, docId: string, label: string) {
  const me = await registerPatient(request, label);
  const day = (await daysOf(request, docId))[5]!;
  const from = { slotDate: day.slotDate, slotTime: day.times[0]! };
  const booked = await request.post('/api/user/book-appointment', {
    headers: { token: me.token },
    data: { docId, ...from, userData: { name: me.name, phone: '98450 44444' } },
  });
  expect(booked.status()).toBe(201);
  return { me, from, appointmentId: ((await booked.json()) as { appointmentId: string }).appointmentId };
}

const daysOf = async (request: APIRequestContext, docId: string): Promise<Day[]> =>
  ((await (await request.get(`/api/doctor/slots/${docId}`)).json()) as { days: Day[] }).days;

test('a patient changes the time of an appointment from My appointments', async ({ page, request }) => {
  const doctor = await availableDoctor(request, 2);
  // Booked on the sixth day, to be moved to the seventh (clear of today's cut-off).
  const { me, from, appointmentId } = await bookSixthDay(request, doctor._id, 'Mover');

  await signInAs(page, 'patient', me.token);
  await page.goto('/my-appointments');
  await page.getByRole('button', { name: `Change time: appointment with ${doctor.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the time' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Now: /)).toBeVisible();
  await expect(
    dialog
      .getByRole('radiogroup', { name: /^Time on/ })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
  await snap(page, 'change-time-dialog');

  // Nothing chosen on the new day yet: nothing is sent.
  await dialog.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio').last().click();
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(toast(page, 'Please select a time slot')).toBeVisible();

  const slotTime = await pickLastDayFirstSlot(page);
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(toast(page, 'Appointment moved')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The same appointment, at the new time; the old time is offered to others again.
  const days = await daysOf(request, doctor._id);
  expect(await appointmentsOf(request, me.token)).toEqual([
    expect.objectContaining({ _id: appointmentId, slotDate: days[6]!.slotDate, slotTime, cancelled: false }),
  ]);
  expect(days[5]!.times).toContain(from.slotTime);
  expect(days[6]!.times).not.toContain(slotTime);
  await snap(page, 'my-appointments-after-move');
});

test('on a phone, a patient changes the time with the keys alone, Move in view, then cancels in the dialog', async ({ page, request }) => {
  const doctor = await availableDoctor(request, 3);
  const { me, appointmentId } = await bookSixthDay(request, doctor._id, 'Keyboard');
  await page.setViewportSize({ width: 375, height: 667 });
  await signInAs(page, 'patient', me.token);
  await page.goto('/my-appointments');
  await appReady(page);

  // Issue 35: the days and the times are one Tab stop each; the arrows choose; Move is three Tabs away.
  await page.getByRole('button', { name: `Change time: appointment with ${doctor.name}` }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change the time' });
  const times = dialog.getByRole('radiogroup', { name: /^Time on/ });
  await expect(times.getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { checked: true }).first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const lastDay = (await daysOf(request, doctor._id))[6]!;
  await page.keyboard.press('Tab');
  await expect(times.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('End');
  const last = times.getByRole('radio').last();
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-checked', 'true');
  // The chosen time and Move stay in view at the dialog's foot, and the focused time is not under them.
  const move = dialog.getByRole('button', { name: 'Move appointment' });
  await expect(move).toBeInViewport();
  await expect(move).toHaveAccessibleDescription(/^New time: .+, \d{1,2}:\d\d [AP]M$/);
  expect((await last.boundingBox())!.y + (await last.boundingBox())!.height).toBeLessThanOrEqual(
    (await dialog.getByText(/^New time: /).boundingBox())!.y,
  );
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  const slotTime = lastDay.times[1]!;
  await expect(times.locator(`[data-slot="${slotTime}"]`)).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page, 'change time at 375 px');
  await page.keyboard.press('Tab');
  await expect(move).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Appointment moved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await appointmentsOf(request, me.token)).toEqual([
    expect.objectContaining({ _id: appointmentId, slotDate: lastDay.slotDate, slotTime, cancelled: false }),
  ]);

  // Cancel asks in the page's own dialog: which appointment, and that nothing was paid; Escape keeps it.
  const cancel = page.getByRole('article').getByRole('button', { name: 'Cancel appointment' });
  await cancel.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to cancel this appointment?' });
  await expect(confirm).toContainText(`Your appointment with ${doctor.name}: `);
  await expect(confirm).toContainText('You have not paid for this appointment, so there is nothing to pay and nothing to refund.');
  await expect(confirm.getByRole('button', { name: 'Keep appointment' })).toBeFocused();
  await expectNoAxeViolations(page, 'cancel dialog at 375 px');
  await snap(page, 'cancel-dialog');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeFocused();
  await cancel.press('Enter');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Cancel appointment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Appointment Cancelled')).toBeVisible();
  expect(await appointmentsOf(request, me.token)).toEqual([expect.objectContaining({ _id: appointmentId, cancelled: true })]);
});

test('a doctor changes the time of a patient’s appointment from their appointments list', async ({ page, request }) => {
  const doctors = ((await (await request.get('/api/doctor/list')).json()) as { doctors: { _id: string; name: string }[] }).doctors;
  const docId = doctors.find((d) => d.name === DEMO.doctor.name)!._id;
  const { me, from, appointmentId } = await bookSixthDay(request, docId, 'Moved by staff');

  await signInAs(page, 'doctor', await loginToken(request, 'doctor', DEMO.doctor.email, DEMO.doctorPassword));
  await page.goto(`/doctor-appointments?q=${encodeURIComponent(me.name)}`);
  await page.getByRole('button', { name: `Change time of appointment of ${me.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the time' });
  await expect(dialog).toBeVisible();
  const day = dialog.getByRole('combobox', { name: 'Day' });
  await expect(day.locator('option')).not.toHaveCount(0);
  // The last day of the window, its first free time.
  const lastDay = (await daysOf(request, docId))[6]!;
  await day.selectOption(lastDay.slotDate);
  await dialog.getByRole('combobox', { name: 'Time' }).selectOption(lastDay.times[0]!);
  await expectNoAxeViolationsAtEveryWidth(page);
  await snap(page, 'staff-change-time-dialog');
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(toast(page, 'Appointment moved')).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(await appointmentsOf(request, me.token)).toEqual([
    expect.objectContaining({ _id: appointmentId, slotDate: lastDay.slotDate, slotTime: lastDay.times[0], cancelled: false }),
  ]);
  expect((await daysOf(request, docId))[5]!.times).toContain(from.slotTime);
});

import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO, loginToken, signInAs } from '../support/auth';
import {
  availableDoctor,
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

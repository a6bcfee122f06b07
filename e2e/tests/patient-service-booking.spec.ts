import { expect, test } from '../support/test';
import { appReady } from '../support/app-ready';
import { signInAs } from '../support/auth';
import { expectNoAxeViolations, registerPatient, snap, toast } from '../support/patient-helpers';

// Decision 57: a patient books a clinic service, not only a consultation; it is booked at its own length
// and fee, the picker offers only the times that whole visit fits, and My appointments says what it is.

interface Day {
  slotDate: string;
  times: string[];
}
interface ListedDoctor {
  _id: string;
  name: string;
  fees: number;
  available: boolean;
  services: string[];
}
interface ClinicService {
  id: string;
  durationMinutes: number;
  fee: number;
  active: boolean;
}
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

test('a patient books a hearing test: the choice of visit, its own free times, and My appointments showing its length and fee', async ({
  page,
  request,
}) => {
  const { doctors } = (await (await request.get('/api/doctor/list')).json()) as { doctors: ListedDoctor[] };
  // The demo data's last doctor offering the hearing test, so other specs' bookings (first doctors, first times) stay clear.
  const doctor = doctors.filter((d) => d.available && d.services.includes('hearing-assessment')).at(-1);
  if (!doctor) throw new Error('no available demo doctor offers the hearing test');
  const { services } = (await (await request.get('/api/clinic/services')).json()) as { services: ClinicService[] };
  const hearing = services.find((s) => s.id === 'hearing-assessment')!;
  const me = await registerPatient(request, 'Hearing');

  await signInAs(page, 'patient', me.token);
  await page.goto(`/appointment/${doctor._id}`);
  await appReady(page);
  const choice = page.getByRole('group', { name: 'What is the visit for?' });
  await expect(choice.getByRole('radio', { name: `Consultation · 30 min · ${rupees(doctor.fees)}` })).toBeChecked();
  const hearingTest = choice.getByRole('radio', {
    name: `Comprehensive Hearing Test · ${hearing.durationMinutes} min · ${rupees(hearing.fee)}`,
  });
  // Chosen with the keys: a radio takes Space as a click.
  await hearingTest.focus();
  await page.keyboard.press('Space');
  await expect(hearingTest).toBeChecked();

  // The picker now offers the hearing test's own times: exactly what the api answers for a visit that long.
  const days = ((await (await request.get(`/api/doctor/slots/${doctor._id}/hearing-assessment`)).json()) as { days: Day[] }).days;
  const lastDay = days.at(-1)!;
  await page.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio').last().click();
  const times = page.getByRole('radiogroup', { name: /^Time on/ });
  await expect(times.getByRole('radio')).toHaveCount(lastDay.times.length);
  await expectNoAxeViolations(page, 'the doctor page with the choice of visit');
  await snap(page, 'visit-choice');

  // The second time, not the first: clear of the consultation other specs book at the day's first time.
  const slotTime = lastDay.times[1]!;
  await times.locator(`[data-slot="${slotTime}"]`).click();
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your appointment' });
  await expect(dialog).toHaveAccessibleDescription(
    new RegExp(`Comprehensive Hearing Test, ${hearing.durationMinutes} min · .+ · Fee ${rupees(hearing.fee)}`),
  );
  await dialog.getByLabel('Phone').fill('98450 33333');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(toast(page, 'Thankyou for booking an appointment')).toBeVisible();

  await page.goto('/my-appointments');
  const card = page.getByRole('article').filter({ hasText: doctor.name }).first();
  await expect(card).toContainText(`Comprehensive Hearing Test · ${hearing.durationMinutes} min`);
  await expect(card).toContainText(rupees(hearing.fee));
  await snap(page, 'my-appointments-service');

  // The api holds the whole visit: the time after it, within its length, is no longer offered for a consultation.
  const after = ((await (await request.get(`/api/doctor/slots/${doctor._id}`)).json()) as { days: Day[] }).days.at(-1)!;
  const [h, m] = slotTime.split(':').map(Number);
  const halfHourLater = `${String(h! + Math.floor((m! + 30) / 60)).padStart(2, '0')}:${String((m! + 30) % 60).padStart(2, '0')}`;
  expect(after.times).not.toContain(slotTime);
  expect(after.times).not.toContain(halfHourLater);
});

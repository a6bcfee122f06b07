import { readFileSync } from 'node:fs';
import { expect, test, type ConsoleMessage } from '../support/test';
import { buildSlotDays, slotStart, type SlotDay } from '@clinic/shared/booking';
import { formatSlotTime, WEEKDAYS_SHORT } from '@clinic/shared/format';
import { appReady } from '../support/app-ready';
import { DEMO, loginToken, signInAs } from '../support/auth';
import { toast } from '../support/patient-helpers';
import { startZoneGateway, ZONE_GATEWAY_URL, type ZoneGateway } from '../support/zone-gateway';
import { SIDE_SERVER_HOOK_MS } from '../support/processes';

// A clinic in New York, served by a machine that thinks it is in Adelaide, to a patient whose browser is
// in Tokyo: three zones, so neither the machine's nor the browser's can stand in for the clinic's.
const CLINIC_TZ = 'America/New_York';
const MACHINE_TZ = 'Australia/Adelaide';
const BROWSER_TZ = 'Asia/Tokyo';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

test.use({ baseURL: ZONE_GATEWAY_URL, timezoneId: BROWSER_TZ, locale: 'en-US' });

let site: ZoneGateway;
test.beforeAll(async () => {
  test.setTimeout(SIDE_SERVER_HOOK_MS);
  site = await startZoneGateway(CLINIC_TZ, MACHINE_TZ);
});
test.afterAll(async () => site?.stop());

/** The clinic's wall clock at an instant, read with Intl alone (not with the code under test). */
function clinicWallClock(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: CLINIC_TZ,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { slotDate: `${Number(parts.day)}_${Number(parts.month)}_${parts.year}`, slotTime: `${parts.hour}:${parts.minute}` };
}
const zoneName = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: CLINIC_TZ, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!
    .value;
// A day with no time left says why on its pill (issue 20): today after 20:30 in New York, or all booked.
const pillText = (d: SlotDay, index: number) =>
  `${WEEKDAYS_SHORT[d.weekday]} ${d.dayOfMonth} ${MONTHS[d.month - 1]}${d.slots.length === 0 ? (index === 0 ? ' Over for today' : ' Fully booked') : ''}`;
const cardDate = (slotDate: string) => {
  const [d, m, y] = slotDate.split('_').map(Number);
  return `${WEEKDAYS_SHORT[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()]} ${d} ${MONTHS[m! - 1]} ${y}`;
};
const hydrationTrouble = (message: ConsoleMessage) => message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text());

test('with CLINIC_TZ=America/New_York the whole booking shows, books, pays and exports New York times', async ({ page, request }) => {
  const list = (await (await request.get('/api/doctor/list')).json()) as {
    clinicTz?: string;
    doctors: { _id: string; name: string; available: boolean; slots_booked: Record<string, string[]> }[];
  };
  const doctor = list.doctors.filter((d) => d.available)[0]!;
  const token = await loginToken(request, 'patient', DEMO.patient.email, DEMO.patient.password);
  await signInAs(page, 'patient', token);
  const trouble: string[] = [];
  page.on('console', (message) => hydrationTrouble(message) && trouble.push(message.text()));

  // The booking page, rendered on the server and hydrated: days and times are New York's. The clock is read
  // before and after the page is, so a half hour (or a midnight) passing meanwhile cannot fail the test.
  const before = buildSlotDays(new Date(), CLINIC_TZ, doctor.slots_booked);
  // The page brings the list and its zone: the browser does not ask for the list to learn the zone.
  const listReads: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/api/doctor/list' && listReads.push(r.url()));
  await page.goto(`/appointment/${doctor._id}`);
  await appReady(page);
  const panel = page.getByRole('region', { name: 'Booking slots' });
  await expect(panel).toContainText(`All times are the clinic's local time (${zoneName(new Date())}).`);
  const dayGroup = page.getByRole('radiogroup', { name: 'Day', exact: true });
  await expect(dayGroup.getByRole('radio')).toHaveCount(7);
  const pills = await dayGroup.getByRole('radio').allTextContents();
  const offeredToday = await page
    .getByRole('radiogroup', { name: /^Time on/ })
    .getByRole('radio')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.slot));
  const after = buildSlotDays(new Date(), CLINIC_TZ, doctor.slots_booked);
  const shown = [before, after].find((days) => JSON.stringify(days.map(pillText)) === JSON.stringify(pills));
  expect(pills).toEqual((shown ?? before).map(pillText));
  // The first pill is today in New York, whatever Tokyo or Adelaide say. The times shown are those of the
  // first day with any: today's still ahead there, or the next day's once New York's today is over.
  expect([clinicWallClock(new Date()).slotDate, before[0]!.slotDate]).toContain(shown!.at(0)!.slotDate);
  const firstOpen = (days: typeof before) => (days.find((d) => d.slots.length > 0) ?? days[0]!).slots;
  expect([firstOpen(before), firstOpen(after)]).toContainEqual(offeredToday);
  expect(listReads).toEqual([]);
  const served = JSON.parse((await page.locator('script#served-state').textContent())!) as { clinicTz?: string };
  expect(served.clinicTz).toBe(CLINIC_TZ);

  // Day 7, its first time: that is what gets booked.
  await dayGroup.getByRole('radio').last().click();
  const lastDay = shown![6]!;
  const slot = page
    .getByRole('radiogroup', { name: /^Time on/ })
    .getByRole('radio')
    .first();
  const slotTime = (await slot.getAttribute('data-slot'))!;
  expect(slotTime).toBe(lastDay.slots[0]);
  await expect(slot).toHaveText(formatSlotTime(slotTime, 'en-US'));
  await slot.click();
  await page.getByRole('button', { name: 'Book an appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your appointment' });
  await expect(dialog).toContainText(`${cardDate(lastDay.slotDate)} at ${formatSlotTime(slotTime, 'en-US')} (clinic time)`);
  await dialog.getByLabel('Phone').fill('98450 77777');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(toast(page, 'Thankyou for booking an appointment')).toBeVisible();

  // The api stored the New York slot that was shown.
  const mine = (await (await request.get('/api/user/appointments', { headers: { token } })).json()) as {
    appointments: { _id: string; docId: string; slotDate: string; slotTime: string; cancelled: boolean }[];
  };
  const booked = mine.appointments.find((a) => a.docId === doctor._id && a.slotDate === lastDay.slotDate && !a.cancelled);
  expect(booked).toMatchObject({ slotDate: lastDay.slotDate, slotTime });
  const instant = slotStart(lastDay.slotDate, slotTime, CLINIC_TZ);
  expect(clinicWallClock(instant)).toEqual({ slotDate: lastDay.slotDate, slotTime });

  // My Appointments (rendered in the browser, which reads the list itself) shows the same clinic time.
  await page.goto('/my-appointments');
  const card = page.getByRole('article').filter({ hasText: `${cardDate(lastDay.slotDate)} at ${formatSlotTime(slotTime, 'en-US')}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`(${zoneName(instant)})`);

  // The .ics starts at that very instant, in UTC, and reads as that New York wall-clock time.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /Add to calendar/ }).click();
  const ics = readFileSync((await (await download).path())!, 'utf8');
  const start = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(ics);
  expect(start).not.toBeNull();
  const [, y, mo, d, h, mi, s] = start!.map(Number);
  const icsInstant = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  expect(icsInstant.toISOString()).toBe(instant.toISOString());
  expect(clinicWallClock(icsInstant)).toEqual({ slotDate: lastDay.slotDate, slotTime });

  // Paid with the demo provider, the card still shows the clinic's time.
  await card.getByRole('button', { name: 'Pay Online' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/demo\/checkout\//);
  await page.getByRole('button', { name: /^Pay .*\(demo\)/ }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
  await expect(toast(page, 'Payment successful')).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card).toContainText(`${cardDate(lastDay.slotDate)} at ${formatSlotTime(slotTime, 'en-US')} (${zoneName(instant)})`);

  // The list names the zone it was computed in, and the pages hydrated without a difference.
  expect(list.clinicTz).toBe(CLINIC_TZ);
  expect(trouble).toEqual([]);
});

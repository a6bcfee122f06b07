import { DEFAULT_CLINIC_HOURS, scheduleDays, buildSlotDays } from '@clinic/shared/booking';
import { loadClinicHours, loadSchedule } from '../src/features/calendar/schedule-source';
import { dayFromToday, insertAppointments, insertDoctors } from './support/calendar';
import { post, publicDoctors, signIn } from './support/clinic';
import { insertPatients } from './support/rows';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

// Issue 20 (decision 44): a new or demo database keeps the spec's grid, and the schedule source reads it.
describe.each(DATABASES)('the stored calendar, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  test('starts as the spec grid: every day 10:00–21:00, a 7-day window, no notice and no cut-off', async () => {
    expect(await loadClinicHours(t.database.db)).toEqual({ ...DEFAULT_CLINIC_HOURS, version: 0 });
  });

  test("a doctor's schedule gives exactly the old slot days; an unknown doctor is null", async () => {
    const [doctor] = await publicDoctors(t);
    const now = new Date();
    const loaded = await loadSchedule(t.database.db, doctor!._id, now, t.config.clinicTz);
    expect(loaded).not.toBeNull();
    expect(loaded!.version).toBe(0);
    expect(loaded!.rules).toMatchObject({ doctorWeekly: null, closures: [], leave: [], available: doctor!.available });
    const days = scheduleDays(now, t.config.clinicTz, loaded!.rules);
    expect(days.map((d) => d.times)).toEqual(buildSlotDays(now, t.config.clinicTz, doctor!.slots_booked).map((d) => d.slots));
    expect(await loadSchedule(t.database.db, '00000000-0000-4000-8000-000000000000', now, t.config.clinicTz)).toBeNull();
    expect(await loadSchedule(t.database.db, 'nope', now, t.config.clinicTz)).toBeNull();
  });

  test('every change of the calendar moves the version on by one; a refused one does not; changes at once all land', async () => {
    const admin = await signIn(t, 'admin');
    const version = async () => (await loadClinicHours(t.database.db)).version;
    const [doctor] = await insertDoctors(t, 1);
    const [patient] = await insertPatients(t, 1, 'Version Patient');
    await insertAppointments(t, [[patient!.id, doctor!.id, 2, '10:00']]);
    const start = await version();

    const refused = await post(t, '/api/admin/add-closure', 'atoken', admin, { slotDate: dayFromToday(t, 2), reason: 'Refused' });
    expect(refused.statusCode).toBe(409);
    const bad = await post(t, '/api/admin/add-closure', 'atoken', admin, { slotDate: dayFromToday(t, -1), reason: 'Past' });
    expect(bad.statusCode).toBe(400);
    expect(await version()).toBe(start);

    // Five changes at once queue on the settings row: none is lost, each counts once.
    const results = await Promise.all(
      [10, 11, 12, 13, 14].map((n) =>
        post(t, '/api/admin/add-closure', 'atoken', admin, { slotDate: dayFromToday(t, n), reason: `Day ${n}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await version()).toBe(start + 5);
    const removed = await post(t, '/api/admin/delete-closure', 'atoken', admin, { closureId: results[0]!.json().closureId });
    expect(removed.statusCode).toBe(200);
    expect(await version()).toBe(start + 6);
  });
});

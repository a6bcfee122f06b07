import { DEFAULT_CLINIC_HOURS, WEEK_ORDER } from '@clinic/shared/booking';
import type { WeeklyHours } from '@clinic/shared/contract';
import { createTokenService } from '../src/http/tokens';
import { insertAppointments, insertDoctors, offeredOn, statesOf, storedWeek } from './support/calendar';
import { post, signIn } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { insertPatients } from './support/rows';

const week = (day: (key: (typeof WEEK_ORDER)[number]) => { from: string; to: string }[]): WeeklyHours =>
  Object.fromEntries(WEEK_ORDER.map((key) => [key, day(key)])) as WeeklyHours;
const MORNINGS = week(() => [{ from: '10:00', to: '13:00' }]);

// Issue 20 (decision 44): each doctor's own week inside the clinic's hours, set by the admin.
describe.each(DATABASES)("a doctor's week, on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let patients: { id: string }[];
  let doctors: { id: string; name: string }[];
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' }, { seed: false });
    admin = await signIn(t, 'admin');
    patients = await insertPatients(t, 3, 'Week Patient');
    doctors = await insertDoctors(t, 4);
  });
  afterAll(() => t.close());

  const setWeek = (body: object) => post(t, '/api/admin/doctor-hours', 'atoken', admin, body);
  const staffView = async (docId: string) =>
    (await t.inject({ url: `/api/admin/doctor-schedule?docId=${docId}`, headers: { atoken: admin } })).json();

  test('by default a doctor works all the clinic hours', async () => {
    expect(await staffView(doctors[0]!.id)).toEqual({
      success: true,
      message: '',
      schedule: { weekly: null, effective: DEFAULT_CLINIC_HOURS.weekly, leave: [] },
    });
  });

  test('narrowing it over active appointments: refused with their number, then cancelled; the doctor sees the week', async () => {
    const d = doctors[0]!;
    const ids = await insertAppointments(t, [
      [patients[0]!.id, d.id, 1, '10:00'],
      [patients[1]!.id, d.id, 1, '15:00'],
      [patients[2]!.id, d.id, 2, '12:30'],
      [patients[2]!.id, doctors[1]!.id, 1, '15:00'],
    ]);
    for (const cancelAffected of [undefined, false]) {
      const refused = await setWeek({ docId: d.id, weekly: MORNINGS, cancelAffected });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        message: '1 appointment falls outside these hours. Cancel it too, or change the hours.',
        affected: 1,
      });
    }
    expect(await storedWeek(t, d.id)).toBeNull();
    const done = await setWeek({ docId: d.id, weekly: MORNINGS, cancelAffected: true });
    expect(done.json()).toEqual({
      success: true,
      message: "Doctor's hours saved. 1 upcoming appointment cancelled; the patients see it in their appointments",
    });
    expect(await statesOf(t, ids)).toEqual(['active', 'cancelled', 'active', 'active']);
    expect((await offeredOn(t, d.id, 1)).times.every((time) => time < '13:00')).toBe(true);

    const token = await createTokenService(t.config.jwtSecret).sign('doctor', d.id);
    const own = (await t.inject({ url: '/api/doctor/leave', headers: { dtoken: token } })).json();
    expect(own.schedule).toEqual({ weekly: MORNINGS, effective: MORNINGS, leave: [] });

    // Back to all the clinic's hours.
    expect((await setWeek({ docId: d.id, weekly: null })).json()).toEqual({ success: true, message: "Doctor's hours saved" });
    expect((await offeredOn(t, d.id, 1)).times).toContain('15:00');
  });

  test("the week must lie inside the clinic's hours, and the answer names the day", async () => {
    const d = doctors[2]!;
    const tuesdayEarly = { ...MORNINGS, tue: [{ from: '09:00', to: '12:00' }] };
    const res = await setWeek({ docId: d.id, weekly: tuesdayEarly });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: "Tuesday 09:00–10:00 is outside the clinic's hours" });
    const late = await setWeek({ docId: d.id, weekly: { ...MORNINGS, sun: [{ from: '20:00', to: '22:00' }] } });
    expect(late.json()).toEqual({ success: false, message: "Sunday 21:00–22:00 is outside the clinic's hours" });

    // With a break in the clinic's hours, a doctor's afternoon across it is refused; touching intervals join.
    const withBreak = week(() => [
      { from: '10:00', to: '13:30' },
      { from: '13:30', to: '15:00' },
      { from: '17:30', to: '21:00' },
    ]);
    // (An earlier test's 15:00 appointment falls in the break.)
    const narrowed = await post(t, '/api/admin/clinic-hours', 'atoken', admin, {
      ...DEFAULT_CLINIC_HOURS,
      weekly: withBreak,
      cancelAffected: true,
    });
    expect(narrowed.statusCode).toBe(200);
    const across = await setWeek({ docId: d.id, weekly: week(() => [{ from: '12:00', to: '18:00' }]) });
    expect(across.json()).toEqual({ success: false, message: "Monday 15:00–17:30 is outside the clinic's hours" });
    expect((await setWeek({ docId: d.id, weekly: week(() => [{ from: '11:00', to: '14:30' }]) })).statusCode).toBe(200);
    expect(await storedWeek(t, d.id)).toEqual(week(() => [{ from: '11:00', to: '14:30' }]));
    // What the doctor works is the part inside the clinic's hours, which the staff see.
    expect((await staffView(d.id)).schedule.effective).toEqual(
      week(() => [
        { from: '11:00', to: '13:30' },
        { from: '13:30', to: '14:30' },
      ]),
    );
    expect((await post(t, '/api/admin/clinic-hours', 'atoken', admin, DEFAULT_CLINIC_HOURS)).statusCode).toBe(200);
  });

  test('a doctor who does not exist is "not found"; a hostile week is refused', async () => {
    const gone = await setWeek({ docId: '00000000-0000-4000-8000-000000000000', weekly: null });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: 'Doctor not found' });
    const overlapping = await setWeek({
      docId: doctors[3]!.id,
      weekly: {
        ...MORNINGS,
        fri: [
          { from: '10:00', to: '12:00' },
          { from: '11:30', to: '12:30' },
        ],
      },
    });
    expect(overlapping.json()).toEqual({ success: false, message: 'Intervals of one day must not overlap' });
    expect(await storedWeek(t, doctors[3]!.id)).toBeNull();
  });
});

import { DEFAULT_CLINIC_HOURS, WEEK_ORDER } from '@clinic/shared/booking';
import { GRID_MESSAGE, type ClinicHours, type WeeklyHours } from '@clinic/shared/contract';
import { loadClinicHours } from '../src/features/calendar/schedule-source';
import { dayFromToday, insertAppointments, insertDoctors, offeredOn, statesOf } from './support/calendar';
import { post, publicDoctors, signIn } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { insertPatients } from './support/rows';

const week = (day: (key: (typeof WEEK_ORDER)[number]) => { from: string; to: string }[]): WeeklyHours =>
  Object.fromEntries(WEEK_ORDER.map((key) => [key, day(key)])) as WeeklyHours;
/** The contact page's hours: a break from 13:30 to 17:30, Wednesday only mornings, Sunday closed. */
const WITH_BREAK = week((key) =>
  key === 'sun'
    ? []
    : key === 'wed'
      ? [{ from: '10:00', to: '13:30' }]
      : [
          { from: '10:00', to: '13:30' },
          { from: '17:30', to: '21:00' },
        ],
);

// Issue 20 (decision 44): the admin's weekly hours and booking policy. Its own empty database: narrowing
// the hours looks at every doctor's appointments.
describe.each(DATABASES)('the clinic hours, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let patients: { id: string }[];
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' }, { seed: false });
    admin = await signIn(t, 'admin');
    patients = await insertPatients(t, 3, 'Hours Patient');
  });
  afterAll(() => t.close());

  const setHours = (hours: ClinicHours & { cancelAffected?: boolean }) => post(t, '/api/admin/clinic-hours', 'atoken', admin, hours);
  const adminHours = async () => (await t.inject({ url: '/api/admin/clinic-hours', headers: { atoken: admin } })).json();

  test("a new database has the spec's grid, for the admin and the public", async () => {
    expect(await adminHours()).toEqual({ success: true, message: '', hours: DEFAULT_CLINIC_HOURS });
    const res = await t.inject('/api/clinic/hours');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: '',
      hours: { weekly: DEFAULT_CLINIC_HOURS.weekly, windowDays: 7, closures: [], holdReleaseMinutes: 0 },
    });
  });

  test('narrowing the hours over active appointments is refused with their number, then cancels them when asked', async () => {
    const [a, b] = await insertDoctors(t, 2);
    const [p0, p1, p2] = patients.map((p) => p.id) as [string, string, string];
    const tomorrow = dayFromToday(t, 1);
    const inBreak = '14:00';
    const ids = await insertAppointments(t, [
      [p0, a!.id, 1, '10:00'], // stays: inside the new hours (unless tomorrow is Sunday: then it goes too)
      [p1, b!.id, 1, inBreak], // falls in the break (or on Wednesday afternoon, or on Sunday)
      [p2, a!.id, 2, '20:00'], // 20:00: inside the evening (Wednesday and Sunday: outside)
      [p0, a!.id, 1, '15:00', { cancelled: true }], // already cancelled
      [p1, a!.id, 1, '15:30', { isCompleted: true }], // completed
      [p2, b!.id, -1, '15:00'], // yesterday, nobody closed it: not upcoming
      [p0, b!.id, 0, '00:00'], // today at midnight: started already
    ]);
    const dayKey = (offset: number) => {
      const [d, m, y] = dayFromToday(t, offset).split('_').map(Number);
      return WEEK_ORDER[(new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() + 6) % 7]!;
    };
    const outside = (offset: number, time: string) => !WITH_BREAK[dayKey(offset)].some((i) => i.from <= time && time < i.to);
    const expected = [outside(1, '10:00'), true, outside(2, '20:00')];
    const n = expected.filter(Boolean).length;
    const narrowed = { ...DEFAULT_CLINIC_HOURS, weekly: WITH_BREAK };

    for (const cancelAffected of [undefined, false]) {
      const refused = await setHours({ ...narrowed, ...(cancelAffected !== undefined && { cancelAffected }) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        message: `${n === 1 ? '1 appointment falls' : `${n} appointments fall`} outside the new hours. Cancel ${n === 1 ? 'it' : 'them'} too, or change the hours.`,
        affected: n,
      });
    }
    expect((await adminHours()).hours).toEqual(DEFAULT_CLINIC_HOURS);
    expect(await statesOf(t, ids)).toEqual(['active', 'active', 'active', 'cancelled', 'completed', 'active', 'active']);
    const before = (await loadClinicHours(t.database.db)).version;

    const done = await setHours({ ...narrowed, cancelAffected: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: `Clinic hours saved. ${n} upcoming appointment${n === 1 ? '' : 's'} cancelled; the patients see it in their appointments`,
    });
    expect(await statesOf(t, ids)).toEqual([
      ...expected.map((gone) => (gone ? 'cancelled' : 'active')),
      'cancelled',
      'completed',
      'active',
      'active',
    ]);
    expect((await adminHours()).hours).toEqual(narrowed);
    expect((await t.inject('/api/clinic/hours')).json().hours.weekly).toEqual(WITH_BREAK);
    expect((await loadClinicHours(t.database.db)).version).toBe(before + 1);
    // The doctor list no longer holds the cancelled one's time.
    const listed = (await publicDoctors(t)).find((d) => d._id === b!.id)!;
    expect(listed.slots_booked[tomorrow] ?? []).not.toContain(inBreak);
    // Nothing is offered in the break; the hours widened again offer the freed time.
    expect((await offeredOn(t, b!.id, 1)).times).not.toContain(inBreak);
    expect((await setHours(DEFAULT_CLINIC_HOURS)).json()).toEqual({ success: true, message: 'Clinic hours saved' });
    expect((await offeredOn(t, b!.id, 1)).times).toContain(inBreak);
  });

  test('the status counts follow the cancellations', async () => {
    const [doctor] = await insertDoctors(t, 1);
    await insertAppointments(t, [
      [patients[0]!.id, doctor!.id, 3, '19:00'],
      [patients[1]!.id, doctor!.id, 3, '20:30'],
    ]);
    const counts = async () =>
      (await t.inject({ url: `/api/admin/appointments?page=1&limit=1`, headers: { atoken: admin } })).json().counts as Record<
        string,
        number
      >;
    const before = await counts();
    const evenings = { ...DEFAULT_CLINIC_HOURS, weekly: week(() => [{ from: '10:00', to: '19:00' }]) };
    // These two, and whatever evening appointment an earlier test kept.
    const { affected } = (await setHours(evenings)).json();
    expect(affected).toBeGreaterThanOrEqual(2);
    expect((await setHours({ ...evenings, cancelAffected: true })).statusCode).toBe(200);
    const after = await counts();
    expect(after.active).toBe(before.active! - affected);
    expect(after.cancelled).toBe(before.cancelled! + affected);
    expect(after.all).toBe(before.all);
    expect((await setHours(DEFAULT_CLINIC_HOURS)).statusCode).toBe(200);
  });

  test('the policy alone affects no appointment and is kept', async () => {
    const policy = { ...DEFAULT_CLINIC_HOURS, windowDays: 14, minNoticeMinutes: 60, cancelCutoffMinutes: 120 };
    expect((await setHours(policy)).json()).toEqual({ success: true, message: 'Clinic hours saved' });
    expect((await adminHours()).hours).toEqual(policy);
    expect((await t.inject('/api/clinic/hours')).json().hours.windowDays).toBe(14);
    expect((await setHours(DEFAULT_CLINIC_HOURS)).statusCode).toBe(200);
  });

  test.each([
    [
      'overlapping intervals',
      {
        mon: [
          { from: '10:00', to: '13:30' },
          { from: '13:00', to: '15:00' },
        ],
      },
      'Intervals of one day must not overlap',
    ],
    ['25:00', { tue: [{ from: '10:00', to: '25:00' }] }, GRID_MESSAGE],
    ['10:15', { wed: [{ from: '10:15', to: '12:00' }] }, GRID_MESSAGE],
    ['an interval that runs backwards', { thu: [{ from: '12:00', to: '10:00' }] }, 'Each interval must end after it starts'],
    ['an empty interval', { fri: [{ from: '12:00', to: '12:00' }] }, 'Each interval must end after it starts'],
    ['24:00 as a start', { sat: [{ from: '24:00', to: '24:00' }] }, 'Each interval must end after it starts'],
  ])('%s is refused with a clear message', async (_name, days, message) => {
    const res = await setHours({ ...DEFAULT_CLINIC_HOURS, weekly: { ...DEFAULT_CLINIC_HOURS.weekly, ...days } as WeeklyHours });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await adminHours()).hours).toEqual(DEFAULT_CLINIC_HOURS);
  });

  test('a policy out of range, a missing day or a bad shape is refused', async () => {
    const refused = async (body: object) => {
      const res = await post(t, '/api/admin/clinic-hours', 'atoken', admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      return res.json().message as string;
    };
    expect(await refused({ ...DEFAULT_CLINIC_HOURS, windowDays: 0 })).toBe('The booking window must be at least 1 day');
    await refused({ ...DEFAULT_CLINIC_HOURS, windowDays: 366 });
    await refused({ ...DEFAULT_CLINIC_HOURS, minNoticeMinutes: -5 });
    await refused({ ...DEFAULT_CLINIC_HOURS, cancelCutoffMinutes: 1.5 });
    const { sun: _sun, ...sixDays } = DEFAULT_CLINIC_HOURS.weekly;
    await refused({ ...DEFAULT_CLINIC_HOURS, weekly: sixDays });
    await refused({
      ...DEFAULT_CLINIC_HOURS,
      weekly: { ...DEFAULT_CLINIC_HOURS.weekly, mon: Array(7).fill({ from: '10:00', to: '10:30' }) },
    });
    expect((await adminHours()).hours).toEqual(DEFAULT_CLINIC_HOURS);
  });
});

import { DEFAULT_CLINIC_HOURS } from '@clinic/shared/booking';
import { GRID_MESSAGE } from '@clinic/shared/contract';
import { createTokenService } from '../src/http/tokens';
import { dayFromToday, insertAppointments, insertDoctors, offeredOn, statesOf } from './support/calendar';
import { post, publicDoctors, signIn } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { insertPatients } from './support/rows';

const TIMES_MESSAGE = 'A time range needs a start and an end, on a single day, ending after it starts';

// Issue 20 (decision 44): a doctor's leave, added by themselves or by the admin.
describe.each(DATABASES)('leave, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let patients: { id: string }[];
  let doctors: { id: string; name: string; token: string }[];
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    admin = await signIn(t, 'admin');
    patients = await insertPatients(t, 4, 'Leave Patient');
    const signer = createTokenService(t.config.jwtSecret);
    doctors = await Promise.all((await insertDoctors(t, 6)).map(async (d) => ({ ...d, token: await signer.sign('doctor', d.id) })));
  });
  afterAll(() => t.close());

  const asDoctor = (n: number, url: string, body: object) => post(t, url, 'dtoken', doctors[n]!.token, body);
  const ownSchedule = async (n: number) => (await t.inject({ url: '/api/doctor/leave', headers: { dtoken: doctors[n]!.token } })).json();

  test('whole days over active appointments: refused with their number, then cancelled; other days untouched', async () => {
    const d = doctors[0]!;
    const [p0, p1, p2, p3] = patients.map((p) => p.id) as [string, string, string, string];
    const ids = await insertAppointments(t, [
      [p0, d.id, 1, '10:00'],
      [p1, d.id, 2, '20:30'],
      [p2, d.id, 4, '10:00'], // after the leave
      [p3, doctors[1]!.id, 2, '11:00'], // another doctor's
    ]);
    const leave = { from: dayFromToday(t, 1), to: dayFromToday(t, 3), reason: 'Conference' };
    for (const cancelAffected of [undefined, false]) {
      const refused = await asDoctor(0, '/api/doctor/add-leave', { ...leave, cancelAffected });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        message: '2 appointments fall in this leave. Cancel them too, or change the dates.',
        affected: 2,
      });
    }
    expect((await ownSchedule(0)).schedule.leave).toEqual([]);
    const done = await asDoctor(0, '/api/doctor/add-leave', { ...leave, cancelAffected: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Leave added. 2 upcoming appointments cancelled; the patients see it in their appointments',
      leave: { _id: expect.any(String), docId: d.id, ...leave },
    });
    expect(await statesOf(t, ids)).toEqual(['cancelled', 'cancelled', 'active', 'active']);
    for (const day of [1, 2, 3]) expect(await offeredOn(t, d.id, day)).toMatchObject({ times: [], reason: 'away' });
    expect((await offeredOn(t, d.id, 4)).times.length).toBeGreaterThan(0);
    // The doctor list no longer holds the cancelled times.
    const listed = (await publicDoctors(t)).find((x) => x._id === d.id)!;
    expect(listed.slots_booked[dayFromToday(t, 1)] ?? []).toEqual([]);

    // The doctor sees it; removing it offers the freed times again.
    const schedule = (await ownSchedule(0)).schedule;
    expect(schedule).toEqual({ weekly: null, effective: DEFAULT_CLINIC_HOURS.weekly, leave: [done.json().leave] });
    expect((await asDoctor(0, '/api/doctor/delete-leave', { leaveId: done.json().leave._id })).json()).toEqual({
      success: true,
      message: 'Leave removed',
    });
    expect((await offeredOn(t, d.id, 1)).times).toContain('10:00');
    expect((await offeredOn(t, d.id, 2)).times).toContain('20:30');
  });

  test('leave that starts mid-day affects only the appointments it overlaps', async () => {
    const d = doctors[2]!;
    const ids = await insertAppointments(t, [
      [patients[0]!.id, d.id, 2, '13:30'],
      [patients[1]!.id, d.id, 2, '14:00'],
      [patients[2]!.id, d.id, 2, '15:30'],
      [patients[3]!.id, d.id, 2, '16:00'],
    ]);
    const day = dayFromToday(t, 2);
    const leave = { from: day, to: day, fromTime: '14:00', toTime: '16:00', reason: 'Hospital round' };
    const refused = await asDoctor(2, '/api/doctor/add-leave', leave);
    expect(refused.json()).toMatchObject({ success: false, affected: 2 });
    const done = await asDoctor(2, '/api/doctor/add-leave', { ...leave, cancelAffected: true });
    expect(done.json().leave).toEqual({ _id: expect.any(String), docId: d.id, ...leave });
    expect(await statesOf(t, ids)).toEqual(['active', 'cancelled', 'cancelled', 'active']);
    const offered = (await offeredOn(t, d.id, 2)).times;
    expect(offered).not.toContain('14:00');
    expect(offered).not.toContain('15:30');
    expect(offered).toContain('12:00');
    expect(offered).toContain('16:30');
  });

  test("the admin adds and removes any doctor's leave; a doctor only their own", async () => {
    const leave = { from: dayFromToday(t, 10), to: dayFromToday(t, 12), reason: 'Holiday' };
    const added = await post(t, '/api/admin/add-leave', 'atoken', admin, { docId: doctors[3]!.id, ...leave });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      success: true,
      message: 'Leave added',
      leave: { _id: expect.any(String), docId: doctors[3]!.id, ...leave },
    });
    const leaveId = added.json().leave._id;

    // Another doctor cannot see or remove it: "not found", as for leave that does not exist.
    const theirs = await asDoctor(4, '/api/doctor/delete-leave', { leaveId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, message: 'Leave not found' });
    expect((await ownSchedule(4)).schedule.leave).toEqual([]);
    expect((await ownSchedule(3)).schedule.leave).toEqual([added.json().leave]);
    const staff = await t.inject({ url: `/api/admin/doctor-schedule?docId=${doctors[3]!.id}`, headers: { atoken: admin } });
    expect(staff.json().schedule.leave).toEqual([added.json().leave]);

    expect((await post(t, '/api/admin/delete-leave', 'atoken', admin, { leaveId })).json()).toEqual({
      success: true,
      message: 'Leave removed',
    });
    const again = await post(t, '/api/admin/delete-leave', 'atoken', admin, { leaveId });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: 'Leave not found' });
  });

  test('leave for a doctor who does not exist is "not found"', async () => {
    const res = await post(t, '/api/admin/add-leave', 'atoken', admin, {
      docId: '00000000-0000-4000-8000-000000000000',
      from: dayFromToday(t, 1),
      to: dayFromToday(t, 1),
      reason: 'Nobody',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Doctor not found' });
    const schedule = await t.inject({
      url: '/api/admin/doctor-schedule?docId=00000000-0000-4000-8000-000000000000',
      headers: { atoken: admin },
    });
    expect(schedule.statusCode).toBe(404);
  });

  test.each([
    ['starting yesterday', { from: -1, to: 1 }, 'Leave cannot start before today'],
    ['running backwards', { from: 3, to: 2 }, 'Leave must end on or after the day it starts'],
    ['longer than a year', { from: 1, to: 366 }, 'Leave can be at most 365 days long'],
    ['a start time without an end', { from: 1, to: 1, fromTime: '10:00' }, TIMES_MESSAGE],
    ['a time range over two days', { from: 1, to: 2, fromTime: '10:00', toTime: '12:00' }, TIMES_MESSAGE],
    ['a time range that runs backwards', { from: 1, to: 1, fromTime: '12:00', toTime: '10:00' }, TIMES_MESSAGE],
    ['a time off the grid', { from: 1, to: 1, fromTime: '10:15', toTime: '12:00' }, GRID_MESSAGE],
    ['25:00', { from: 1, to: 1, fromTime: '10:00', toTime: '25:00' }, GRID_MESSAGE],
  ])('leave %s is refused', async (_name, range, message) => {
    const { from, to, ...times } = range as { from: number; to: number; fromTime?: string; toTime?: string };
    const res = await asDoctor(5, '/api/doctor/add-leave', {
      from: dayFromToday(t, from),
      to: dayFromToday(t, to),
      ...times,
      reason: 'Away',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  test('bad dates and reasons are refused', async () => {
    const refused = async (body: object) => {
      const res = await asDoctor(5, '/api/doctor/add-leave', { from: dayFromToday(t, 1), to: dayFromToday(t, 1), reason: 'Away', ...body });
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await refused({ from: '30_2_2031', to: '1_3_2031' })).toBe('That date does not exist');
    expect(await refused({ to: '2031-01-01' })).toBe('To is missing or invalid');
    expect(await refused({ reason: '' })).toBe('Please give a reason');
    expect((await ownSchedule(5)).schedule.leave).toEqual([]);
  });
});

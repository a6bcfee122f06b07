import { clinicTimeNow, dayFromToday, insertAppointments, insertDoctors, offeredOn, statesOf } from './support/calendar';
import { post, signIn } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { insertPatients } from './support/rows';

/** The next half hour after now today, or undefined late at night (after 23:29 nothing of today is left). */
function laterToday(now: string): string | undefined {
  const [h, m] = now.split(':').map(Number) as [number, number];
  const next = (Math.floor((h * 60 + m) / 30) + 1) * 30;
  return next < 24 * 60 ? `${String(Math.floor(next / 60)).padStart(2, '0')}:${next % 60 === 0 ? '00' : '30'}` : undefined;
}

// Issue 20 (decision 44): whole days the clinic is closed. Its own empty database: a closure looks at
// every doctor's appointments of that day.
describe.each(DATABASES)('closures, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let patients: { id: string }[];
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' }, { seed: false });
    admin = await signIn(t, 'admin');
    patients = await insertPatients(t, 3, 'Closure Patient');
  });
  afterAll(() => t.close());

  const addClosure = (body: object) => post(t, '/api/admin/add-closure', 'atoken', admin, body);
  const closures = async () => (await t.inject({ url: '/api/admin/closures', headers: { atoken: admin } })).json().closures as object[];

  test('a closure on today is allowed and affects only what has not started yet, of every doctor', async () => {
    const [a, b] = await insertDoctors(t, 2);
    const later = laterToday(clinicTimeNow(t));
    const ids = await insertAppointments(t, [
      [patients[0]!.id, a!.id, 0, '00:00'], // started already
      [patients[1]!.id, b!.id, 1, '10:00'], // tomorrow
      ...(later ? ([[patients[2]!.id, a!.id, 0, later]] as const) : []),
    ] as never);
    const today = dayFromToday(t, 0);
    if (later) {
      const refused = await addClosure({ slotDate: today, reason: 'Diwali' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        message: '1 appointment is booked on that day. Cancel it too, or choose another day.',
        affected: 1,
      });
      expect(await closures()).toEqual([]);
    }
    const res = await addClosure({ slotDate: today, reason: 'Diwali', cancelAffected: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: later ? 'Closure added. 1 upcoming appointment cancelled; the patients see it in their appointments' : 'Closure added',
      closureId: expect.any(String),
    });
    expect(await statesOf(t, ids)).toEqual(['active', 'active', ...(later ? ['cancelled'] : [])]);
    expect(await closures()).toEqual([{ _id: res.json().closureId, slotDate: today, reason: 'Diwali' }]);
    expect(await offeredOn(t, a!.id, 0)).toMatchObject({ times: [], reason: 'closed', note: 'Diwali' });
  });

  test('a day with bookings of several doctors: refused with their number, then all cancelled; the day offers nothing', async () => {
    const [a, b] = await insertDoctors(t, 2);
    const ids = await insertAppointments(t, [
      [patients[0]!.id, a!.id, 3, '10:00'],
      [patients[1]!.id, b!.id, 3, '15:30'],
      [patients[2]!.id, b!.id, 3, '16:00', { cancelled: true }],
      [patients[2]!.id, b!.id, 4, '16:00'],
    ]);
    const slotDate = dayFromToday(t, 3);
    for (const cancelAffected of [undefined, false]) {
      const refused = await addClosure({ slotDate, reason: 'Staff training', cancelAffected });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        message: '2 appointments are booked on that day. Cancel them too, or choose another day.',
        affected: 2,
      });
    }
    expect(await statesOf(t, ids)).toEqual(['active', 'active', 'cancelled', 'active']);
    const done = await addClosure({ slotDate, reason: 'Staff training', cancelAffected: true });
    expect(done.json().message).toBe('Closure added. 2 upcoming appointments cancelled; the patients see it in their appointments');
    expect(await statesOf(t, ids)).toEqual(['cancelled', 'cancelled', 'cancelled', 'active']);
    expect(await offeredOn(t, b!.id, 3)).toMatchObject({ times: [], reason: 'closed', note: 'Staff training' });

    // Removing the closure offers the freed times again.
    const removed = await post(t, '/api/admin/delete-closure', 'atoken', admin, { closureId: done.json().closureId });
    expect(removed.json()).toEqual({ success: true, message: 'Closure removed' });
    expect((await offeredOn(t, b!.id, 3)).times).toContain('15:30');
  });

  test('a second closure on one day is a conflict', async () => {
    const slotDate = dayFromToday(t, 5);
    expect((await addClosure({ slotDate, reason: 'Holi' })).statusCode).toBe(200);
    const again = await addClosure({ slotDate, reason: 'Holi again', cancelAffected: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'The clinic is already closed on that day' });
  });

  test('the lists: the admin sees today and later soonest first; the public only those of the window', async () => {
    const far = dayFromToday(t, 30);
    const past = dayFromToday(t, -2);
    expect((await addClosure({ slotDate: far, reason: 'Christmas' })).statusCode).toBe(200);
    const mine = await closures();
    expect(mine.map((c) => (c as { slotDate: string }).slotDate)).toEqual([dayFromToday(t, 0), dayFromToday(t, 5), far]);
    expect(mine.map((c) => (c as { slotDate: string }).slotDate)).not.toContain(past);
    const open = (await t.inject('/api/clinic/hours')).json();
    expect(open.hours.closures).toEqual([
      { slotDate: dayFromToday(t, 0), reason: 'Diwali' },
      { slotDate: dayFromToday(t, 5), reason: 'Holi' },
    ]);
  });

  test.each([
    ['a day already passed', { slotDate: 'yesterday', reason: 'Late' }, 'That day has already passed'],
    ['a day that does not exist', { slotDate: '31_2_2030', reason: 'Nope' }, 'That date does not exist'],
    ['a date in another format', { slotDate: '2030-01-01', reason: 'Nope' }, 'Date is missing or invalid'],
    ['no reason', { slotDate: 'tomorrow', reason: '' }, 'Please give a reason'],
    ['a reason of two lines', { slotDate: 'tomorrow', reason: 'Diwali\nand more' }, undefined],
  ])('%s is refused', async (_name, body, message) => {
    const slotDate =
      body.slotDate === 'yesterday' ? dayFromToday(t, -1) : body.slotDate === 'tomorrow' ? dayFromToday(t, 1) : body.slotDate;
    const res = await addClosure({ ...body, slotDate });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: message ?? expect.any(String) });
  });

  test('deleting a closure that is not there is "not found"; a malformed id is a bad request', async () => {
    const gone = await post(t, '/api/admin/delete-closure', 'atoken', admin, { closureId: '00000000-0000-4000-8000-000000000000' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: 'Closure not found' });
    expect((await post(t, '/api/admin/delete-closure', 'atoken', admin, { closureId: 'nope' })).statusCode).toBe(400);
  });
});

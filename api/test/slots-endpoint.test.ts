import { eq } from 'drizzle-orm';
import { buildSlotDays, WEEKDAY_KEYS } from '@clinic/shared/booking';
import { doctors } from '../src/db/schema';
import { book, myAppointments, post, publicDoctors, registerPatient, signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';
import { addClosure, addLeave, everyDay, offeredSlots, resetCalendar, setClinicHours, setDoctorWeek } from './support/slots-calendar';

// GET /api/doctor/slots/:docId is the one source of free slots (issue 20, decision 45); booking refuses
// with a 409 that says why whatever it does not offer.
describe.each(DATABASES)('free slots and the calendar on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS });
    c = await signInCast(t);
  });
  afterAll(() => t.close());
  afterEach(() => resetCalendar(t.database.db));

  /** The n-th day of the window, from tomorrow on (today may be over at night). */
  const day = async (n: number, docId = c.ananyaId) => (await offeredSlots(t, docId))[n]!;

  test('with the spec’s calendar it offers the old picker’s seven days, less what is booked', async () => {
    const doctor = (await publicDoctors(t)).find((d) => d._id === c.ananyaId)!;
    const days = await offeredSlots(t, c.ananyaId);
    const old = buildSlotDays(new Date(), t.config.clinicTz, doctor.slots_booked);
    expect(days.map((d) => d.slotDate)).toEqual(old.map((d) => d.slotDate));
    // The last slot of the first day may have passed between the two reads: compare the days after.
    expect(days.slice(1).map((d) => d.times)).toEqual(old.slice(1).map((d) => d.slots));
    for (const d of days) if (d.times.length) expect(d.reason).toBeUndefined();
  });

  test('it is public, and says what is wrong with the doctor asked for', async () => {
    const unknown = await t.inject('/api/doctor/slots/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Doctor not found' });
    for (const hostile of ["1'%20or%20'1'='1", ':docId', '%00', 'x'.repeat(90), '%E2%80%AE', '..%2F..%2Fetc']) {
      const bad = await t.inject(`/api/doctor/slots/${hostile}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, message: expect.stringMatching(/\S/) });
    }
  });

  test('a deleted doctor is not found; an unavailable one is away every day', async () => {
    const [gone, away] = (await publicDoctors(t)).filter((d) => d._id !== c.ananyaId && d._id !== c.otherDoctorId);
    await t.database.db.update(doctors).set({ deletedAt: new Date() }).where(eq(doctors.id, gone!._id));
    expect((await t.inject(`/api/doctor/slots/${gone!._id}`)).statusCode).toBe(404);
    await t.database.db.update(doctors).set({ available: false }).where(eq(doctors.id, away!._id));
    const days = await offeredSlots(t, away!._id);
    expect(days.map((d) => [d.times.length, d.reason])).toEqual(days.map(() => [0, 'away']));
  });

  test('a closure: the day says closed with its reason, and booking it is refused', async () => {
    const { slotDate } = await day(2);
    await addClosure(t.database.db, slotDate, 'Diwali');
    expect((await offeredSlots(t, c.ananyaId))[2]).toEqual({ slotDate, times: [], reason: 'closed', note: 'Diwali' });
    const res = await book(t, c.asha, c.ananyaId, { slotDate, slotTime: '12:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'The clinic is closed on that day' });
  });

  test('a closure on today closes today', async () => {
    const today = await day(0);
    await addClosure(t.database.db, today.slotDate, 'Water cut');
    expect(await day(0)).toEqual({ slotDate: today.slotDate, times: [], reason: 'closed', note: 'Water cut' });
  });

  test('weekly hours with a break and a closed weekday', async () => {
    const closedDay = await day(3);
    const closedKey = WEEKDAY_KEYS[new Date(Date.UTC(...ymd(closedDay.slotDate))).getUTCDay()]!;
    await setClinicHours(t.database.db, {
      weekly: everyDay(
        [
          { from: '10:00', to: '13:30' },
          { from: '17:30', to: '20:00' },
        ],
        { [closedKey]: [] },
      ),
    });
    const days = await offeredSlots(t, c.ananyaId);
    const grid = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '17:30', '18:00', '18:30', '19:00', '19:30'];
    // The demo's bookings hold some of them.
    expect(days[1]!.times.filter((time) => !grid.includes(time))).toEqual([]);
    const evening = days[1]!.times.find((time) => time >= '17:30')!;
    expect(evening).toBeDefined();
    expect(days[3]).toEqual({ slotDate: closedDay.slotDate, times: [], reason: 'closed' });
    for (const slotTime of ['14:00', '20:00'])
      expect((await book(t, c.asha, c.ananyaId, { slotDate: days[1]!.slotDate, slotTime })).json()).toEqual({
        success: false,
        message: 'Please choose one of the times offered for that day',
      });
    expect((await book(t, c.asha, c.ananyaId, { slotDate: closedDay.slotDate, slotTime: '10:00' })).json().message).toBe(
      'The clinic is closed on that day',
    );
    const patient = await registerPatient(t);
    expect((await book(t, patient.token, c.ananyaId, { slotDate: days[1]!.slotDate, slotTime: evening })).statusCode).toBe(201);
  });

  test('the answer is kept, but a booking, a cancellation and the doctor’s own leave show in the next one at once', async () => {
    // Read twice: the second answer comes from the api's cache (ctx.publicAnswers); each change below drops it.
    const [, first] = await offeredSlots(t, c.otherDoctorId);
    const [, second] = await offeredSlots(t, c.otherDoctorId);
    expect(second).toEqual(first);
    const time = first!.times[0]!;
    expect((await book(t, c.asha, c.otherDoctorId, { slotDate: first!.slotDate, slotTime: time })).json()).toMatchObject({ success: true });
    expect((await offeredSlots(t, c.otherDoctorId))[1]!.times).not.toContain(time);
    const booked = (await myAppointments(t, c.asha)).find((a) => a.docId === c.otherDoctorId && a.slotTime === time && !a.cancelled)!;
    expect((await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId: booked._id })).json()).toMatchObject({
      success: true,
    });
    expect((await offeredSlots(t, c.otherDoctorId))[1]!.times).toContain(time);
    const leave = { from: first!.slotDate, to: first!.slotDate, reason: 'Conference', cancelAffected: true };
    expect((await post(t, '/api/doctor/add-leave', 'dtoken', c.otherDoctor, leave)).json()).toMatchObject({ success: true });
    expect((await offeredSlots(t, c.otherDoctorId))[1]).toEqual({ slotDate: first!.slotDate, times: [], reason: 'away' });
  });

  test('leave: whole days are away, part of a day takes only its times', async () => {
    const [, one, two] = await offeredSlots(t, c.otherDoctorId);
    await addLeave(t.database.db, c.otherDoctorId, { from: one!.slotDate, to: one!.slotDate });
    await addLeave(t.database.db, c.otherDoctorId, { from: two!.slotDate, to: two!.slotDate, fromTime: '15:00', toTime: '21:00' });
    const days = await offeredSlots(t, c.otherDoctorId);
    expect(days[1]).toEqual({ slotDate: one!.slotDate, times: [], reason: 'away' });
    expect(days[2]!.times.at(-1)).toBe('14:30');
    expect((await book(t, c.asha, c.otherDoctorId, { slotDate: one!.slotDate, slotTime: '12:00' })).json()).toEqual({
      success: false,
      message: 'The doctor is away then',
    });
    expect((await book(t, c.asha, c.otherDoctorId, { slotDate: two!.slotDate, slotTime: '15:00' })).statusCode).toBe(409);
    // Another doctor is not on leave.
    expect((await offeredSlots(t, c.ananyaId))[1]!.times.length).toBeGreaterThan(0);
  });

  test('a doctor’s week: off on the other days, only their hours on theirs', async () => {
    const days = await offeredSlots(t, c.otherDoctorId);
    const key = (slotDate: string) => WEEKDAY_KEYS[new Date(Date.UTC(...ymd(slotDate))).getUTCDay()]!;
    const works = key(days[1]!.slotDate);
    await setDoctorWeek(t.database.db, c.otherDoctorId, { ...everyDay([]), [works]: [{ from: '09:00', to: '11:00' }] });
    const after = await offeredSlots(t, c.otherDoctorId);
    expect(after[1]!.times).toEqual(['10:00', '10:30']);
    expect(after[2]).toEqual({ slotDate: days[2]!.slotDate, times: [], reason: 'off' });
    expect((await book(t, c.asha, c.otherDoctorId, { slotDate: days[2]!.slotDate, slotTime: '10:00' })).json().message).toBe(
      'The doctor does not work on that day',
    );
  });

  test('the window and the notice come from the policy', async () => {
    const before = await offeredSlots(t, c.ananyaId);
    await setClinicHours(t.database.db, { windowDays: 3 });
    expect((await offeredSlots(t, c.ananyaId)).map((d) => d.slotDate)).toEqual(before.slice(0, 3).map((d) => d.slotDate));
    expect((await book(t, c.asha, c.ananyaId, { slotDate: before[3]!.slotDate, slotTime: '12:00' })).json()).toEqual({
      success: false,
      message: 'Please choose a day within the next 3 days',
    });
    // Two days' notice: nothing today or tomorrow (in clinic time), the day after only from now's time on.
    await setClinicHours(t.database.db, { windowDays: 14, minNoticeMinutes: 2 * 24 * 60 });
    const noticed = await offeredSlots(t, c.ananyaId);
    expect(noticed).toHaveLength(14);
    expect(noticed.slice(0, 2).map((d) => [d.times, d.reason])).toEqual([
      [[], 'over'],
      [[], 'over'],
    ]);
    const refused = await book(t, c.asha, c.ananyaId, { slotDate: before[1]!.slotDate, slotTime: '20:30' });
    expect(refused.json()).toEqual({ success: false, message: 'Please choose one of the times offered for that day' });
    expect(noticed[3]!.times.length).toBeGreaterThan(0);
  });

  test('the server’s own zone does not matter: days and times are the clinic’s', async () => {
    const original = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Kolkata';
      const atClinic = await offeredSlots(t, c.ananyaId);
      process.env.TZ = 'America/Los_Angeles';
      const elsewhere = await offeredSlots(t, c.ananyaId);
      expect(elsewhere.map((d) => d.slotDate)).toEqual(atClinic.map((d) => d.slotDate));
      expect(elsewhere.slice(1)).toEqual(atClinic.slice(1));
    } finally {
      process.env.TZ = original;
    }
  });

  test('a patient cannot cancel inside the cut-off; staff still can; the list says the cut-off', async () => {
    const slot = await day(1);
    const rohan = (await registerPatient(t)).token;
    const { appointmentId } = (await book(t, rohan, c.ananyaId, { slotDate: slot.slotDate, slotTime: slot.times[0]! })).json();
    await setClinicHours(t.database.db, { cancelCutoffMinutes: 7 * 24 * 60 });
    const list = (await t.inject({ url: '/api/user/appointments', headers: { token: rohan } })).json();
    expect(list.cancelCutoffMinutes).toBe(7 * 24 * 60);
    const res = await post(t, '/api/user/cancel-appointment', 'token', rohan, { appointmentId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'This appointment starts too soon to cancel online. Please call the clinic on +91 98450 12345.',
    });
    // Another patient's appointment is still none of her business.
    expect((await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId })).statusCode).toBe(404);
    expect((await post(t, '/api/admin/cancel-appointment', 'atoken', c.admin, { appointmentId })).json()).toMatchObject({ success: true });

    await setClinicHours(t.database.db, { cancelCutoffMinutes: 0 });
    const again = (await book(t, rohan, c.ananyaId, { slotDate: slot.slotDate, slotTime: slot.times[0]! })).json();
    expect((await post(t, '/api/user/cancel-appointment', 'token', rohan, { appointmentId: again.appointmentId })).statusCode).toBe(200);
  });
});

function ymd(slotDate: string): [number, number, number] {
  const [d, m, y] = slotDate.split('_').map(Number);
  return [y!, m! - 1, d!];
}

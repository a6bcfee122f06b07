import { sql } from 'drizzle-orm';
import { isoDateToSlotDate, slotDateToIsoDate } from '@clinic/shared/booking';
import { appointmentStatus, type Appointment, type StatusCounts } from '@clinic/shared/contract';
import { appointments } from '../src/db/schema';
import { book, freeSlot, post, signInCast, startedAlready, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

describe.each(DATABASES)('staff lists and dashboards on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  const get = (url: string, header: string, token: string) => t.inject({ url, headers: { [header]: token } });
  const adminList = async (query = '') => (await get(`/api/admin/appointments${query}`, 'atoken', c.admin)).json();
  const doctorList = async (query = '') => (await get(`/api/doctor/appointments${query}`, 'dtoken', c.ananya)).json();

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    c = await signInCast(t);
    // A few more, in every state, so the lists have something to page through.
    for (let i = 0; i < 6; i++) {
      const res = await book(t, i % 2 ? c.rohan : c.asha, c.ananyaId, await freeSlot(t, c.ananyaId, 0));
      const { appointmentId } = res.json();
      if (i === 1) await startedAlready(t, appointmentId);
      if (i === 1) await post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId });
      if (i === 2) await post(t, '/api/admin/cancel-appointment', 'atoken', c.admin, { appointmentId });
    }
  });
  afterAll(() => t.close());

  const newestFirst = (list: Appointment[]) => expect(list.map((a) => a.date)).toEqual(list.map((a) => a.date).sort((a, b) => b - a));

  test('without paging, the admin gets every appointment newest first, in the spec’s shape', async () => {
    const body = await adminList();
    expect(Object.keys(body).sort()).toEqual(['appointments', 'message', 'success']);
    const [{ n } = { n: 0 }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(appointments);
    expect(body.appointments).toHaveLength(n);
    expect(n).toBeGreaterThan(6);
    newestFirst(body.appointments);
  });

  test('a doctor sees only appointments with themselves, newest first', async () => {
    const { appointments } = await doctorList();
    expect(appointments.length).toBeGreaterThan(6);
    expect(appointments.every((a: Appointment) => a.docId === c.ananyaId)).toBe(true);
    newestFirst(appointments);
  });

  test('a page comes with the total and the per-status counts (decision 21)', async () => {
    const all: Appointment[] = (await adminList()).appointments;
    const expected: StatusCounts = { all: all.length, active: 0, completed: 0, cancelled: 0, 'no-show': 0 };
    for (const a of all) expected[appointmentStatus(a)]++;

    const first = await adminList('?page=1&limit=5');
    expect(first.appointments.map((a: Appointment) => a._id)).toEqual(all.slice(0, 5).map((a) => a._id));
    expect(first.total).toBe(all.length);
    expect(first.counts).toEqual(expected);
    const third = await adminList('?page=3&limit=5');
    expect(third.appointments.map((a: Appointment) => a._id)).toEqual(all.slice(10, 15).map((a) => a._id));

    const cancelled = await adminList('?status=cancelled');
    expect(cancelled.total).toBe(expected.cancelled);
    expect(cancelled.appointments.every((a: Appointment) => a.cancelled)).toBe(true);
    expect(cancelled.counts).toEqual(expected);
  });

  test('the doctor filters by patient name, case-insensitively, with status', async () => {
    const byName = await doctorList('?q=ROHAN');
    expect(byName.appointments.length).toBeGreaterThan(0);
    expect(byName.appointments.every((a: Appointment) => a.userData.name === 'Rohan Das')).toBe(true);
    const active = await doctorList('?q=rohan&status=active');
    expect(active.appointments.every((a: Appointment) => appointmentStatus(a) === 'active')).toBe(true);
    expect(active.total).toBe(byName.counts.active);
    // A percent sign is a letter to search for, not a wildcard.
    expect((await doctorList('?q=%25')).total).toBe(0);
  });

  // A search with few matches is paged from its matches (name-search.ts): the same rows, in the same order,
  // page by page, as the whole list read newest first and filtered by hand.
  test('a name search pages exactly as the whole list, newest first, with and without a status', async () => {
    const all: Appointment[] = (await adminList()).appointments;
    const named = (a: Appointment) => a.userData.name.toLowerCase().includes('das') || a.docData.name.toLowerCase().includes('das');
    const expected = all.filter(named);
    expect(expected.length).toBeGreaterThan(4);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 3); page++)
      pages.push(...(await adminList(`?q=Das&page=${page}&limit=3`)).appointments.map((a: Appointment) => a._id));
    expect(pages).toEqual(expected.map((a) => a._id));
    const active = await adminList('?q=das&status=active&page=1&limit=50');
    expect(active.appointments.map((a: Appointment) => a._id)).toEqual(
      expected.filter((a) => appointmentStatus(a) === 'active').map((a) => a._id),
    );
  });

  // Decision 41: staff see who they are seeing.
  test('every row says who booked it; the seeded father was booked from his son’s account', async () => {
    const all: Appointment[] = (await adminList()).appointments;
    expect(all.every((a) => a.bookedBy && a.bookedBy.name.length > 0)).toBe(true);
    const father = all.find((a) => a.userData.name === 'Suresh Das')!;
    expect(father.userData).toMatchObject({ age: 68, phone: '+91 99000 44557', message: expect.stringContaining('hearing aids') });
    expect(father.bookedBy).toEqual({ name: 'Rohan Das', email: 'rohan.das@example.in' });
    const page = await doctorList('?page=1&limit=100');
    expect(page.appointments.find((a: Appointment) => a._id === father._id).bookedBy).toEqual(father.bookedBy);
  });

  test('a day: only that day’s appointments, by slot time, counted for that day', async () => {
    const all: Appointment[] = (await adminList()).appointments;
    const slotDate = all.find((a) => a.userData.name === 'Suresh Das')!.slotDate;
    const date = slotDateToIsoDate(slotDate);
    expect(isoDateToSlotDate(date)).toBe(slotDate);
    const ofDay = all.filter((a) => a.slotDate === slotDate);
    const expected: StatusCounts = { all: ofDay.length, active: 0, completed: 0, cancelled: 0, 'no-show': 0 };
    for (const a of ofDay) expected[appointmentStatus(a)]++;

    const day = await adminList(`?date=${date}`);
    expect(day.total).toBe(ofDay.length);
    expect(day.counts).toEqual(expected);
    const times = day.appointments.map((a: Appointment) => a.slotTime);
    expect(times).toEqual([...times].sort());
    expect(new Set(day.appointments.map((a: Appointment) => a.slotDate))).toEqual(new Set([slotDate]));

    const active = await doctorList(`?date=${date}&status=active`);
    expect(active.appointments.every((a: Appointment) => a.slotDate === slotDate && appointmentStatus(a) === 'active')).toBe(true);
    expect(active.total).toBe(active.counts.active);
    expect((await adminList('?date=2001-01-01')).counts).toEqual({ all: 0, active: 0, completed: 0, cancelled: 0, 'no-show': 0 });
  });

  test('the No-show filter lists the seeded No-show', async () => {
    const noShows = await doctorList('?status=no-show');
    expect(noShows.total).toBeGreaterThan(0);
    expect(noShows.appointments.every((a: Appointment) => a.noShow && appointmentStatus(a) === 'no-show')).toBe(true);
    expect(noShows.total).toBe(noShows.counts['no-show']);
  });

  test.each([
    ['?date=2026-02-30', 'Date is missing or invalid'],
    ['?date=5_3_2026', 'Date is missing or invalid'],
    ['?date=2026-3-5', 'Date is missing or invalid'],
    ['?page=0', 'Page is out of range'],
    ['?limit=1000', 'Limit is out of range'],
    ['?status=paid', 'Status is missing or invalid'],
    ['?page=abc', 'Page is missing or invalid'],
  ])('a bad list query %s answers 400', async (query, message) => {
    const res = await get(`/api/admin/appointments${query}`, 'atoken', c.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  test('the admin dashboard counts doctors, appointments and patients, with the 5 newest (decision 19)', async () => {
    const all: Appointment[] = (await adminList()).appointments;
    const doctors = (await get('/api/admin/all-doctors', 'atoken', c.admin)).json().doctors;
    const res = await get('/api/admin/dashboard', 'atoken', c.admin);
    expect(res.statusCode).toBe(200);
    const { dashData } = res.json();
    expect(dashData.doctors).toBe(doctors.length);
    expect(dashData.appointments).toBe(all.length);
    expect(dashData.noShows).toBe(all.filter((a) => appointmentStatus(a) === 'no-show').length);
    expect(dashData.patients).toBe(2);
    expect(dashData.latestAppointments.map((a: Appointment) => a._id)).toEqual(all.slice(0, 5).map((a) => a._id));
  });

  test('the doctor dashboard: earnings from completed or paid, not cancelled; distinct patients (decision 20)', async () => {
    const mine: Appointment[] = (await doctorList()).appointments;
    const earnings = mine.filter((a) => (a.isCompleted || a.payment) && !a.cancelled && !a.noShow).reduce((sum, a) => sum + a.amount, 0);
    const { dashData } = (await get('/api/doctor/dashboard', 'dtoken', c.ananya)).json();
    expect(earnings).toBeGreaterThan(0);
    expect(dashData).toMatchObject({
      earnings,
      appointments: mine.length,
      noShows: mine.filter((a) => a.noShow).length,
      patients: new Set(mine.map((a) => a.userId)).size,
    });
    expect(dashData.noShows).toBeGreaterThan(0);
    expect(dashData.latestAppointments.map((a: Appointment) => a._id)).toEqual(mine.slice(0, 5).map((a) => a._id));

    const other = (await get('/api/doctor/dashboard', 'dtoken', c.otherDoctor)).json().dashData;
    expect(other.latestAppointments.every((a: Appointment) => a.docId === c.otherDoctorId)).toBe(true);
  });
});

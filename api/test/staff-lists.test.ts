import { appointmentStatus, type Appointment } from '@clinic/shared/contract';
import { book, freeSlot, post, signInCast, type Cast } from './support/clinic';
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
      if (i === 1) await post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId });
      if (i === 2) await post(t, '/api/admin/cancel-appointment', 'atoken', c.admin, { appointmentId });
    }
  });
  afterAll(() => t.close());

  const newestFirst = (list: Appointment[]) => expect(list.map((a) => a.date)).toEqual(list.map((a) => a.date).sort((a, b) => b - a));

  test('without paging, the admin gets every appointment newest first, in the spec’s shape', async () => {
    const body = await adminList();
    expect(Object.keys(body).sort()).toEqual(['appointments', 'message', 'success']);
    expect(body.appointments).toHaveLength(7 + 6);
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
    const expected = { all: all.length, active: 0, completed: 0, cancelled: 0 };
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

  test.each([
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
    expect(dashData.patients).toBe(2);
    expect(dashData.latestAppointments.map((a: Appointment) => a._id)).toEqual(all.slice(0, 5).map((a) => a._id));
  });

  test('the doctor dashboard: earnings from completed or paid, not cancelled; distinct patients (decision 20)', async () => {
    const mine: Appointment[] = (await doctorList()).appointments;
    const earnings = mine.filter((a) => (a.isCompleted || a.payment) && !a.cancelled).reduce((sum, a) => sum + a.amount, 0);
    const { dashData } = (await get('/api/doctor/dashboard', 'dtoken', c.ananya)).json();
    expect(earnings).toBeGreaterThan(0);
    expect(dashData).toMatchObject({ earnings, appointments: mine.length, patients: new Set(mine.map((a) => a.userId)).size });
    expect(dashData.latestAppointments.map((a: Appointment) => a._id)).toEqual(mine.slice(0, 5).map((a) => a._id));

    const other = (await get('/api/doctor/dashboard', 'dtoken', c.otherDoctor)).json().dashData;
    expect(other.latestAppointments.every((a: Appointment) => a.docId === c.otherDoctorId)).toBe(true);
  });
});

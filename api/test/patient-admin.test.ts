import { eq, sql } from 'drizzle-orm';
import { appointmentStatus, type Appointment, type PatientSummary, type StatusCounts } from '@clinic/shared/contract';
import { appointments, users } from '../src/db/schema';
import { patientSearch } from '../src/features/patient-admin/patient-repository';
import { DEMO_PATIENTS } from '../src/seed/seed';
import {
  book,
  freeSlot,
  myAppointments,
  post,
  publicDoctors,
  registerPatient,
  signInCast,
  startedAlready,
  type Cast,
} from './support/clinic';
import { payOnDemoCheckout } from './support/checkout';
import { DATABASES, login, startTestApp, type TestApp } from './support/harness';

// Issue 17, point 4: the admin's Patients page. Find a patient by name, e-mail or phone; see their
// appointments; block them (signed out at once, no sign-in, no booking) and unblock; cancel every
// upcoming appointment they hold, freeing the slots, with the counts kept exact.
const SIGN_IN_AGAIN = { success: false, message: 'Not authorized, please log in again' };
const BLOCKED = { success: false, message: 'This account is blocked. Please contact the clinic.' };

describe.each(DATABASES)('the admin’s Patients api on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.inject({ url, headers: { atoken: c.admin } });
  const list = async (query = ''): Promise<{ patients: PatientSummary[]; total: number }> =>
    (await get(`/api/admin/patients${query}`)).json();
  const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const register = (name: string, email: string) => registerPatient(t, { name, email });

  test('lists patients newest first, a page at a time, with their upcoming appointments and whether they are blocked', async () => {
    const newest = await register('Zoya Newcomer', `zoya.${kind}@example.in`);
    const page = await list('?limit=2');
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.patients).toHaveLength(2);
    expect(page.patients[0]).toEqual({
      _id: newest.id,
      name: 'Zoya Newcomer',
      email: `zoya.${kind}@example.in`,
      phone: '',
      image: '/api/images/placeholder.svg',
      blocked: false,
      noPhoneCalls: false,
      activeAppointments: 0,
    });
    const all = await list('?limit=50');
    expect(all.patients).toHaveLength(all.total);
    // Asha (seeded) has two upcoming appointments, a completed one and a cancelled one.
    expect(all.patients.find((p) => p.email === DEMO_PATIENTS[0].email)!.activeAppointments).toBe(2);
    expect(JSON.stringify(all)).not.toMatch(/argon2|password/i);
    // Pages do not overlap and together make the list.
    const second = await list('?limit=2&page=2');
    expect(second.patients.map((p) => p._id)).toEqual(all.patients.slice(2, 4).map((p) => p._id));
    expect((await list('?page=999')).patients).toEqual([]);
  });

  test.each([
    ['a name, in any case and with spaces around', '  asha ', DEMO_PATIENTS[0].email],
    ['part of an e-mail', 'ROHAN.DAS@', DEMO_PATIENTS[1].email],
    ['part of a phone number', '99000 44556', DEMO_PATIENTS[1].email],
  ])('finds a patient by %s', async (_label, q, email) => {
    const found = await list(`?q=${encodeURIComponent(q)}`);
    expect(found.patients.map((p) => p.email)).toEqual([email]);
    expect(found.total).toBe(1);
  });

  test('a search for % or _ means those characters, and one that matches nobody says so', async () => {
    expect(await list('?q=%25')).toEqual({ success: true, message: '', patients: [], total: 0 });
    expect((await list('?q=_')).total).toBe(0);
  });

  test.each([
    ['more than 50 a page', '?limit=51'],
    ['an empty page', '?limit=0'],
    ['page 0', '?page=0'],
    ['a search of 101 letters', `?q=${'a'.repeat(101)}`],
  ])('refuses %s with 400 and the envelope', async (_label, query) => {
    const res = await get(`/api/admin/patients${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  // 100k patients must not mean a scan per keystroke: where the server offers pg_trgm, the search reads
  // the trigram index of migration 0006 (PGlite has no pg_trgm: there the search is a scan).
  if (kind === 'postgres')
    test('the search (and its count) can read the trigram index', async () => {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const query = tx.select({ id: users.id }).from(users).where(patientSearch('krishna'));
        const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan).toContain('users_search_trgm');
    });

  test("a patient's appointments come newest first; an unknown patient is not found", async () => {
    const ashaId = await idOf(DEMO_PATIENTS[0].email);
    const res = await get(`/api/admin/patient-appointments?userId=${ashaId}`);
    expect(res.statusCode).toBe(200);
    const listed: Appointment[] = res.json().appointments;
    expect(listed.map((a) => a._id)).toEqual((await myAppointments(t, c.asha)).map((a) => a._id));
    expect(listed.every((a) => a.userId === ashaId)).toBe(true);
    expect([...listed].sort((a, b) => b.date - a.date)).toEqual(listed);

    const unknown = await get('/api/admin/patient-appointments?userId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Patient not found' });
    expect((await get('/api/admin/patient-appointments?userId=not-an-id')).statusCode).toBe(400);
  });

  test('blocking signs the patient out at once, refuses their sign-in and bookings; unblocking gives them back', async () => {
    const p = await register('Blocked Person', `blocked.${kind}@example.in`);
    const slot = await freeSlot(t, c.ananyaId, 0);
    const booked = (await book(t, p.token, c.ananyaId, slot)).json().appointmentId as string;

    const res = await post(t, '/api/admin/block-patient', 'atoken', c.admin, { userId: p.id, blocked: true });
    expect(res.json()).toEqual({ success: true, message: 'Patient blocked' });
    expect((await list(`?q=${encodeURIComponent(p.email)}`)).patients[0]!.blocked).toBe(true);

    // The token they hold is refused from the next request, on every patient call.
    for (const call of [
      t.inject({ url: '/api/user/get-profile', headers: { token: p.token } }),
      t.inject({ url: '/api/user/appointments', headers: { token: p.token } }),
      book(t, p.token, c.ananyaId, await freeSlot(t, c.ananyaId, 1)),
      post(t, '/api/user/cancel-appointment', 'token', p.token, { appointmentId: booked }),
      post(t, '/api/user/payment-stripe', 'token', p.token, { appointmentId: booked }),
      post(t, '/api/user/reschedule-appointment', 'token', p.token, { appointmentId: booked, ...(await freeSlot(t, c.ananyaId, 2)) }),
    ]) {
      const refused = await call;
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(SIGN_IN_AGAIN);
    }
    // Signing in again says why, to someone who knows the password only.
    const again = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: p.email, password: p.password } });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(BLOCKED);
    const guess = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: p.email, password: 'a-wrong-guess' } });
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toEqual({ success: false, message: 'Invalid credentials' });
    // Blocking twice is fine; the booking made before stays until the admin cancels it.
    expect((await post(t, '/api/admin/block-patient', 'atoken', c.admin, { userId: p.id, blocked: true })).statusCode).toBe(200);
    expect((await t.database.db.select().from(appointments).where(eq(appointments.id, booked)))[0]!.status).not.toBe('cancelled');

    expect((await post(t, '/api/admin/block-patient', 'atoken', c.admin, { userId: p.id, blocked: false })).json()).toEqual({
      success: true,
      message: 'Patient unblocked',
    });
    const token = await login(t, '/api/user/login', p.email, p.password);
    expect((await book(t, token, c.ananyaId, await freeSlot(t, c.ananyaId, 1))).statusCode).toBe(201);
    expect((await t.inject({ url: '/api/user/get-profile', headers: { token: p.token } })).statusCode).toBe(200);
  });

  test('blocking or cancelling for an unknown patient is not found', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const [url, body] of [
      ['/api/admin/block-patient', { userId: nobody, blocked: true }],
      ['/api/admin/cancel-patient-appointments', { userId: nobody }],
    ] as const) {
      const res = await post(t, url, 'atoken', c.admin, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Patient not found' });
    }
  });

  test('cancelling a patient’s appointments cancels the upcoming ones, frees their slots and keeps every count exact', async () => {
    const p = await register('Many Bookings', `many.${kind}@example.in`);
    const slots = [await freeSlot(t, c.ananyaId, 0), await freeSlot(t, c.ananyaId, 1), await freeSlot(t, c.otherDoctorId, 2)];
    const docs = [c.ananyaId, c.ananyaId, c.otherDoctorId];
    const ids: string[] = [];
    for (const [i, slot] of slots.entries()) ids.push((await book(t, p.token, docs[i]!, slot)).json().appointmentId);
    // One completed (and paid), one from last week that nobody completed: neither is upcoming.
    await payOnDemoCheckout(t, ids[0]!, p.token);
    await startedAlready(t, ids[0]!);
    await post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId: ids[0] });
    const past = (await book(t, p.token, c.otherDoctorId, await freeSlot(t, c.otherDoctorId, 5))).json().appointmentId as string;
    await t.database.db.execute(
      sql`update appointments set starts_at = (to_date('3_1_2020', 'DD_MM_YYYY') + (starts_at at time zone clinic_time_zone())::time) at time zone clinic_time_zone() where id = ${past}`,
    );
    const before = await counts();
    expect((await list(`?q=${encodeURIComponent(p.email)}`)).patients[0]!.activeAppointments).toBe(2);

    const res = await post(t, '/api/admin/cancel-patient-appointments', 'atoken', c.admin, { userId: p.id });
    expect(res.json()).toEqual({ success: true, message: 'Cancelled 2 upcoming appointments', cancelled: 2 });

    const mine = new Map((await myAppointments(t, p.token)).map((a) => [a._id, a]));
    expect([ids[1], ids[2]].map((id) => mine.get(id!)!.cancelled)).toEqual([true, true]);
    expect(mine.get(ids[0]!)).toMatchObject({ cancelled: false, isCompleted: true });
    expect(mine.get(past)!.cancelled).toBe(false);
    // The slots are free again for everyone.
    const ananya = (await publicDoctors(t)).find((d) => d._id === c.ananyaId)!;
    expect(ananya.slots_booked[slots[1]!.slotDate] ?? []).not.toContain(slots[1]!.slotTime);
    expect((await book(t, c.rohan, c.ananyaId, slots[1]!)).statusCode).toBe(201);
    // The counts and the doctors' totals, kept from the events, still match the appointments themselves.
    expect(await counts()).toEqual(await recounted());
    expect((await counts()).admin.cancelled).toBe(before.admin.cancelled + 2);
    expect((await list(`?q=${encodeURIComponent(p.email)}`)).patients[0]!.activeAppointments).toBe(0);
    // Nothing left: said so.
    expect((await post(t, '/api/admin/cancel-patient-appointments', 'atoken', c.admin, { userId: p.id })).json()).toEqual({
      success: true,
      message: 'No upcoming appointments to cancel',
      cancelled: 0,
    });
  });

  async function counts() {
    const admin: StatusCounts = (await get('/api/admin/appointments?page=1&limit=1')).json().counts;
    const doctor = async (dtoken: string) => {
      const {
        earnings,
        appointments: total,
        patients,
      } = (await t.inject({ url: '/api/doctor/dashboard', headers: { dtoken } })).json().dashData;
      return { earnings, total, patients };
    };
    return { admin, ananya: await doctor(c.ananya), other: await doctor(c.otherDoctor) };
  }
  async function recounted() {
    const all: Appointment[] = (await get('/api/admin/appointments')).json().appointments;
    const admin: StatusCounts = { all: all.length, active: 0, completed: 0, cancelled: 0, 'no-show': 0 };
    for (const a of all) admin[appointmentStatus(a)]++;
    const doctor = (docId: string) => {
      const theirs = all.filter((a) => a.docId === docId);
      return {
        earnings: theirs.filter((a) => (a.isCompleted || a.payment) && !a.cancelled && !a.noShow).reduce((sum, a) => sum + a.amount, 0),
        total: theirs.length,
        patients: new Set(theirs.map((a) => a.userId)).size,
      };
    };
    return { admin, ananya: doctor(c.ananyaId), other: doctor(c.otherDoctorId) };
  }
});

// Several api replicas: blocking through one is seen by the others from the next request (the state is
// read from the database on each request, no cache to outlive it).
const { TEST_DATABASE_URL } = process.env;
(TEST_DATABASE_URL ? describe : describe.skip)('blocking a patient through one of two api processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT: '1000', JWT_SECRET: 'one-secret-for-both-replicas-0123' };
    a = await startTestApp('postgres', env);
    b = await startTestApp('pglite', { ...env, DATABASE_URL: a.config.databaseUrl! });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test('the other process refuses the patient’s token and bookings at once', async () => {
    const c = await signInCast(a);
    const ashaId = (await a.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PATIENTS[0].email)))[0]!.id;
    expect((await b.inject({ url: '/api/user/get-profile', headers: { token: c.asha } })).statusCode).toBe(200);
    expect((await post(a, '/api/admin/block-patient', 'atoken', c.admin, { userId: ashaId, blocked: true })).statusCode).toBe(200);
    expect((await b.inject({ url: '/api/user/get-profile', headers: { token: c.asha } })).json()).toEqual(SIGN_IN_AGAIN);
    const booking = await book(b, c.asha, c.ananyaId, await freeSlot(b, c.ananyaId, 0));
    expect(booking.statusCode).toBe(401);
    expect(booking.json()).toEqual(SIGN_IN_AGAIN);
  });
});

import { sql } from 'drizzle-orm';
import { appointmentStatus, type Appointment, type StatusCounts } from '@clinic/shared/contract';
import { compactStatusCounts } from '../src/features/appointments/status-filter';
import { payOnDemoCheckout } from './support/checkout';
import { book, freeSlot, post, registerPatient, signInCast, startedAlready, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

// The staff lists' per-status counts and the doctors' totals are kept from the appointments' events
// (migration 0035); they must always equal a count of the appointments themselves, whatever the api did to
// them and however they were folded.
describe.each(DATABASES)('per-status counts on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const recount = (list: Appointment[]): StatusCounts => {
    const counts: StatusCounts = { all: list.length, active: 0, completed: 0, cancelled: 0, 'no-show': 0 };
    for (const a of list) counts[appointmentStatus(a)]++;
    return counts;
  };
  const adminCounts = async () =>
    (await t.inject({ url: '/api/admin/appointments?page=1&limit=1', headers: { atoken: c.admin } })).json().counts;
  const doctorCounts = async () =>
    (await t.inject({ url: '/api/doctor/appointments?page=1&limit=1', headers: { dtoken: c.ananya } })).json().counts;
  const everything = async () =>
    (await t.inject({ url: '/api/admin/appointments', headers: { atoken: c.admin } })).json().appointments as Appointment[];
  const dashboardTotal = async () =>
    (await t.inject({ url: '/api/admin/dashboard', headers: { atoken: c.admin } })).json().dashData.appointments;
  const doctorDashboard = async (dtoken: string) => {
    const { earnings, appointments, noShows, patients } = (await t.inject({ url: '/api/doctor/dashboard', headers: { dtoken } })).json()
      .dashData;
    return { earnings, appointments, noShows, patients };
  };
  const adminNoShows = async () => (await t.inject({ url: '/api/admin/dashboard', headers: { atoken: c.admin } })).json().dashData.noShows;
  // Decisions 20 and 41, counted from the appointments themselves: a No-show earns nothing, paid or not.
  const recountDoctor = (list: Appointment[]) => ({
    earnings: list.filter((a) => (a.isCompleted || a.payment) && !a.cancelled && !a.noShow).reduce((sum, a) => sum + a.amount, 0),
    appointments: list.length,
    noShows: list.filter((a) => a.noShow && !a.cancelled).length,
    patients: new Set(list.map((a) => a.userId)).size,
  });

  async function expectExact() {
    const all = await everything();
    expect(await adminCounts()).toEqual(recount(all));
    expect(await doctorCounts()).toEqual(recount(all.filter((a) => a.docId === c.ananyaId)));
    expect(await dashboardTotal()).toBe(all.length);
    expect(await adminNoShows()).toBe(recount(all)['no-show']);
    expect(await doctorDashboard(c.ananya)).toEqual(recountDoctor(all.filter((a) => a.docId === c.ananyaId)));
  }
  const execute = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

  test('match the seeded clinic', expectExact);

  test('follow booking, completing, No-show, cancelling and a doctor’s removal', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await book(t, i % 2 ? c.rohan : c.asha, c.ananyaId, await freeSlot(t, c.ananyaId, 0))).json().appointmentId);
    await startedAlready(t, ids[0]!);
    await startedAlready(t, ids[3]!);
    expect((await post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId: ids[0] })).statusCode).toBe(200);
    await post(t, '/api/admin/cancel-appointment', 'atoken', c.admin, { appointmentId: ids[1] });
    await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId: ids[2] });
    expect((await post(t, '/api/doctor/no-show-appointment', 'dtoken', c.ananya, { appointmentId: ids[3] })).statusCode).toBe(200);
    await expectExact();
    await book(t, c.rohan, c.otherDoctorId, await freeSlot(t, c.otherDoctorId, 0));
    expect(
      (await post(t, '/api/admin/delete-doctor', 'atoken', c.admin, { docId: c.otherDoctorId, cancelAffected: true })).json().success,
    ).toBe(true);
    await expectExact();
  });

  const pay = (id: string, token: string) => payOnDemoCheckout(t, id, token);
  const recountByHand = () => execute(sql`select recount_appointment_totals()`);

  test("the doctor dashboard's earnings and patients follow payment, completion, a No-show, cancelling and a new patient", async () => {
    const before = await doctorDashboard(c.ananya);
    expect(before.patients).toBeGreaterThan(0);
    const booked = (await book(t, c.rohan, c.ananyaId, await freeSlot(t, c.ananyaId, 2))).json().appointmentId as string;
    await expectExact();
    const amount = (await everything()).find((a) => a._id === booked)!.amount;
    await pay(booked, c.rohan);
    expect((await doctorDashboard(c.ananya)).earnings).toBe(before.earnings + amount);
    await expectExact();
    // Completed after it was paid: it earns its fee once, not twice.
    await startedAlready(t, booked);
    await post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId: booked });
    expect((await doctorDashboard(c.ananya)).earnings).toBe(before.earnings + amount);
    await expectExact();
    // Paid online, then not attended: the admin marks a No-show and it stops earning (decision 41).
    const paidNoShow = (await book(t, c.rohan, c.ananyaId, await freeSlot(t, c.ananyaId, 4))).json().appointmentId as string;
    await pay(paidNoShow, c.rohan);
    const earningWhilePaid = (await doctorDashboard(c.ananya)).earnings;
    await startedAlready(t, paidNoShow);
    expect((await post(t, '/api/admin/no-show-appointment', 'atoken', c.admin, { appointmentId: paidNoShow })).statusCode).toBe(200);
    expect((await doctorDashboard(c.ananya)).earnings).toBe(earningWhilePaid - amount);
    await expectExact();
    // A patient who never saw this doctor: one more patient, and none fewer when the booking is cancelled.
    const newcomer = (await registerPatient(t, { name: 'Meera Das' })).token;
    const first = (await book(t, newcomer, c.ananyaId, await freeSlot(t, c.ananyaId, 3))).json().appointmentId as string;
    expect((await doctorDashboard(c.ananya)).patients).toBe(before.patients + 1);
    await post(t, '/api/user/cancel-appointment', 'token', newcomer, { appointmentId: first });
    await expectExact();
  });

  test('a change made by hand, which records no event, is counted again by recount_appointment_totals()', async () => {
    const before = await doctorDashboard(c.ananya);
    const newcomer = (await registerPatient(t, { name: 'Kiran Rao' })).token;
    const id = (await book(t, newcomer, c.ananyaId, await freeSlot(t, c.ananyaId, 5))).json().appointmentId as string;
    await expectExact();
    // Not an event: the counts do not see it until they are counted again.
    await execute(sql`update appointments set status = 'completed' where id = ${id}`);
    const all = await everything();
    expect(await adminCounts()).not.toEqual(recount(all));
    await recountByHand();
    await expectExact();
    // Moved to another doctor, then deleted: the newcomer's only appointment goes, and with it a patient.
    await execute(sql`update appointments set doc_id = ${c.otherDoctorId} where id = ${id}`);
    await recountByHand();
    await expectExact();
    await execute(sql`update appointments set doc_id = ${c.ananyaId} where id = ${id}`);
    await recountByHand();
    expect((await doctorDashboard(c.ananya)).patients).toBe(before.patients + 1);
    await execute(sql`delete from appointment_events where appointment_id = ${id}`);
    await execute(sql`delete from appointments where id = ${id}`);
    await recountByHand();
    await expectExact();
    expect((await doctorDashboard(c.ananya)).patients).toBe(before.patients);
  });

  test('stay exact when folded, even while bookings arrive', async () => {
    const slots = await Promise.all(Array.from({ length: 12 }, (_, i) => freeSlot(t, c.ananyaId, i)));
    await Promise.all([
      ...slots.map((slot, i) => book(t, i % 2 ? c.rohan : c.asha, c.ananyaId, slot)),
      compactStatusCounts(t.database.db),
      compactStatusCounts(t.database.db),
    ]);
    await expectExact();
    await compactStatusCounts(t.database.db);
    await expectExact();
    const countOf = async (query: ReturnType<typeof sql>) => {
      const result = (await t.database.db.execute(query)) as unknown as { rows?: { n: number }[] } & { n: number }[];
      return (result.rows ?? result)[0]!.n;
    };
    // Folded: one row per doctor and status that has appointments.
    expect(await countOf(sql`select count(*)::int as n from appointment_count_deltas`)).toBe(
      await countOf(sql`select count(*)::int as n from (select distinct doc_id, status from appointments) groups`),
    );
  });
});

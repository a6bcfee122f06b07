import { sql } from 'drizzle-orm';
import { appointmentStatus, type Appointment, type StatusCounts } from '@clinic/shared/contract';
import { compactStatusCounts } from '../src/features/appointments/status-filter';
import { book, freeSlot, post, signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

// The staff lists' per-status counts come from rows the database's triggers keep; they must always equal
// a count of the appointments themselves, whatever changed them and however they were folded.
describe.each(DATABASES)('per-status counts on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const recount = (list: Appointment[]): StatusCounts => {
    const counts = { all: list.length, active: 0, completed: 0, cancelled: 0 };
    for (const a of list) counts[appointmentStatus(a)]++;
    return counts;
  };
  const adminCounts = async () => (await t.inject({ url: '/api/admin/appointments?page=1&limit=1', headers: { atoken: c.admin } })).json().counts;
  const doctorCounts = async () => (await t.inject({ url: '/api/doctor/appointments?page=1&limit=1', headers: { dtoken: c.ananya } })).json().counts;
  const everything = async () => (await t.inject({ url: '/api/admin/appointments', headers: { atoken: c.admin } })).json().appointments as Appointment[];
  const dashboardTotal = async () => (await t.inject({ url: '/api/admin/dashboard', headers: { atoken: c.admin } })).json().dashData.appointments;

  async function expectExact() {
    const all = await everything();
    expect(await adminCounts()).toEqual(recount(all));
    expect(await doctorCounts()).toEqual(recount(all.filter((a) => a.docId === c.ananyaId)));
    expect(await dashboardTotal()).toBe(all.length);
  }

  test('match the seeded clinic', expectExact);

  test('follow booking, completing, cancelling and a doctor’s removal', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await book(t, i % 2 ? c.rohan : c.asha, c.ananyaId, await freeSlot(t, c.ananyaId, 0))).json().appointmentId);
    await post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId: ids[0] });
    await post(t, '/api/admin/cancel-appointment', 'atoken', c.admin, { appointmentId: ids[1] });
    await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId: ids[2] });
    await expectExact();
    await book(t, c.rohan, c.otherDoctorId, await freeSlot(t, c.otherDoctorId, 0));
    expect((await post(t, '/api/admin/delete-doctor', 'atoken', c.admin, { docId: c.otherDoctorId })).json().success).toBe(true);
    await expectExact();
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
    // Folded: one row per doctor and flag combination that has appointments.
    expect(await countOf(sql`select count(*)::int as n from appointment_count_deltas`)).toBe(
      await countOf(sql`select count(*)::int as n from (select distinct doc_id, cancelled, is_completed from appointments) groups`),
    );
  });
});

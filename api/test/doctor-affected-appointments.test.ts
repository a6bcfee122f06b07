import { inArray } from 'drizzle-orm';
import { buildSlotDays } from '@clinic/shared/booking';
import { appointments, doctors } from '../src/db/schema';
import { createTokenService } from '../src/http/tokens';
import { book, freeSlot, myAppointments, post, publicDoctors, signIn } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { appointmentRow, insertPatients } from './support/rows';

// Decision 42: making a doctor unavailable or deleting one says first what becomes of their upcoming
// appointments, and does only what the admin chose.
describe.each(DATABASES)('a doctor with upcoming appointments, made unavailable or deleted, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let patients: { id: string; token: string }[];
  /** One doctor per test, written before anything reads (and caches) the public list. */
  let fresh: { id: string; name: string }[];
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000000' });
    admin = await signIn(t, 'admin');
    patients = await insertPatients(t, 3, 'Affected Patient');
    fresh = await t.database.db
      .insert(doctors)
      .values(
        Array.from({ length: 6 }, (_, n) => ({
          name: `Dr. Affected ${n}`,
          email: `affected${n}@example.in`,
          passwordHash: 'unused',
          speciality: 'Hearing Aid and Speech Specialist',
          degree: 'MASLP',
          experience: '3 Year',
          fees: 500,
        })),
      )
      .returning({ id: doctors.id, name: doctors.name });
  });
  afterAll(() => t.close());

  const addDoctor = async () => fresh.shift()!;
  /** Three upcoming bookings through the api, one per patient, each at a time of its own (decision 8). */
  let nextSlot = 0;
  const bookThree = async (docId: string) => {
    const ids: string[] = [];
    for (const p of patients) {
      const res = await book(t, p.token, docId, await freeSlot(t, docId, nextSlot++));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().appointmentId);
    }
    return ids;
  };
  /** An active appointment of last week nobody closed, and a completed one: neither is upcoming. */
  let pastDay = 1;
  const addPast = async (docId: string) => {
    const lastWeek = buildSlotDays(new Date(Date.now() - 7 * 86_400_000), t.config.clinicTz)[pastDay++]!;
    const rows = await t.database.db
      .insert(appointments)
      .values([
        appointmentRow({ userId: patients[0]!.id, docId, slotDate: lastWeek.slotDate, slotTime: lastWeek.slots[0]! }),
        appointmentRow({ userId: patients[1]!.id, docId, slotDate: lastWeek.slotDate, slotTime: lastWeek.slots[1]!, status: 'completed' }),
      ])
      .returning({ id: appointments.id });
    return rows.map((r) => r.id);
  };
  const states = async (ids: string[]) =>
    (
      await t.database.db
        .select({ id: appointments.id, status: appointments.status })
        .from(appointments)
        .where(inArray(appointments.id, ids))
    )
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
      .map((a) => a.status);
  const asAdmin = (url: string, body: object) => post(t, url, 'atoken', admin, body);
  const listed = async (docId: string) => (await publicDoctors(t)).find((d) => d._id === docId);
  const upcomingOf = async (docId: string) => {
    const res = await t.inject({ url: `/api/admin/doctor-upcoming?docId=${docId}`, headers: { atoken: admin } });
    expect(res.statusCode).toBe(200);
    return res.json().upcoming as number;
  };

  test('the admin learns the number first; a delete without a decision changes nothing', async () => {
    const doctor = await addDoctor();
    const ids = [...(await bookThree(doctor.id)), ...(await addPast(doctor.id))];
    expect(await upcomingOf(doctor.id)).toBe(3);

    for (const cancelAffected of [undefined, false]) {
      const deleted = await asAdmin('/api/admin/delete-doctor', { docId: doctor.id, cancelAffected });
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json()).toEqual({
        success: false,
        message: `${doctor.name} has 3 upcoming appointments. A deleted doctor cannot see them: cancel them to delete the doctor.`,
        affected: 3,
      });
    }
    expect((await listed(doctor.id))?.available).toBe(true);
    expect(await states(ids)).toEqual(['active', 'active', 'active', 'active', 'completed']);
  });

  // Issue 34, point 8: a client written to the spec sends `{docId}` alone, and availability stops new
  // bookings only (spec section 7); the booked appointments stay.
  test("the spec's call, {docId} alone, makes the doctor unavailable and keeps the appointments", async () => {
    const doctor = await addDoctor();
    const ids = [...(await bookThree(doctor.id)), ...(await addPast(doctor.id))];
    const toggled = await asAdmin('/api/admin/change-availability', { docId: doctor.id });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toEqual({ success: true, message: 'Availability Changed. 3 upcoming appointments kept' });
    expect((await listed(doctor.id))?.available).toBe(false);
    expect(await states(ids)).toEqual(['active', 'active', 'active', 'active', 'completed']);
  });

  test('keeping them: no new bookings, the booked ones stay, and the doctor sees how many', async () => {
    const doctor = await addDoctor();
    const ids = await bookThree(doctor.id);
    const res = await asAdmin('/api/admin/change-availability', { docId: doctor.id, cancelAffected: false });
    expect(res.json()).toEqual({ success: true, message: 'Availability Changed. 3 upcoming appointments kept' });
    expect((await listed(doctor.id))?.available).toBe(false);
    expect(await states(ids)).toEqual(['active', 'active', 'active']);
    const refused = await book(t, patients[0]!.token, doctor.id, await freeSlot(t, doctor.id, nextSlot++));
    expect(refused.json()).toMatchObject({ success: false, message: 'Doctor Not Available' });

    const dToken = await createTokenService(t.config.jwtSecret).sign('doctor', doctor.id);
    const profile = (await t.inject({ url: '/api/doctor/profile', headers: { dtoken: dToken } })).json();
    expect(profile).toMatchObject({ profileData: { available: false }, upcomingAppointments: 3 });

    // Back to available: nothing to decide.
    const back = await asAdmin('/api/admin/change-availability', { docId: doctor.id });
    expect(back.json()).toEqual({ success: true, message: 'Availability Changed' });
    expect((await listed(doctor.id))?.available).toBe(true);
  });

  test('cancelling them: only the upcoming ones, which their patients see cancelled and the slots free', async () => {
    const doctor = await addDoctor();
    const upcoming = await bookThree(doctor.id);
    const past = await addPast(doctor.id);
    const res = await asAdmin('/api/admin/change-availability', { docId: doctor.id, cancelAffected: true });
    expect(res.json()).toEqual({
      success: true,
      message: 'Availability Changed. 3 upcoming appointments cancelled; the patients see it in their appointments',
    });
    expect(await states([...upcoming, ...past])).toEqual(['cancelled', 'cancelled', 'cancelled', 'active', 'completed']);
    const mine = await myAppointments(t, patients[0]!.token);
    expect(mine.find((a) => a._id === upcoming[0])).toMatchObject({ cancelled: true });
    expect((await listed(doctor.id))?.slots_booked).toEqual({});
    expect(await upcomingOf(doctor.id)).toBe(0);
  });

  test('deleting with cancelAffected cancels them and removes the doctor; without upcoming ones no decision is needed', async () => {
    const doctor = await addDoctor();
    const ids = await bookThree(doctor.id);
    const res = await asAdmin('/api/admin/delete-doctor', { docId: doctor.id, cancelAffected: true });
    expect(res.json()).toEqual({
      success: true,
      message: 'Doctor Deleted. 3 upcoming appointments cancelled; the patients see it in their appointments',
    });
    expect(await states(ids)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await listed(doctor.id)).toBeUndefined();

    const quiet = await addDoctor();
    expect((await asAdmin('/api/admin/delete-doctor', { docId: quiet.id })).json()).toEqual({ success: true, message: 'Doctor Deleted' });
  });

  test('the count is refused for a doctor who does not exist and for a malformed id', async () => {
    const gone = await t.inject({
      url: '/api/admin/doctor-upcoming?docId=00000000-0000-4000-8000-000000000000',
      headers: { atoken: admin },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: 'Doctor not found' });
    const bad = await t.inject({ url: '/api/admin/doctor-upcoming?docId=42', headers: { atoken: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

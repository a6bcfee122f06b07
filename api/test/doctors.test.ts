import { eq } from 'drizzle-orm';
import { buildSlotDays } from '@clinic/shared/booking';
import { doctorSchema, SPECIALITIES } from '@clinic/shared/contract';
import { appointments, doctors, users } from '../src/db/schema';
import { isOverlapViolation } from '../src/http/errors';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { book, post, signInCast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { appointmentRow } from './support/rows';

type ListedDoctor = { _id: string; name: string; available: boolean; slots_booked: Record<string, string[]> };

describe.each(DATABASES)('the public doctor list on %s', (kind) => {
  let t: TestApp;
  /**
   * The clinic's day when the demo data was seeded (its appointments are placed from it): a run that crosses
   * the clinic's midnight would otherwise look for them a day late.
   */
  let seededToday: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    seededToday = buildSlotDays(new Date(), t.config.clinicTz)[0]!.slotDate;
  });
  afterAll(() => t.close());

  const list = async () => (await t.inject('/api/doctor/list')).json().doctors as ListedDoctor[];
  const byName = async (name: string) => (await list()).find((d) => d.name === name)!;

  test('shows every seeded doctor in a stable order, the featured first one available', async () => {
    const res = await t.inject('/api/doctor/list');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.doctors.map((d: ListedDoctor) => d.name)).toEqual(DEMO_DOCTORS.map((d) => d.name));
    expect(body.doctors[0].available).toBe(true);
    for (const doctor of body.doctors) expect(doctorSchema.strict().parse(doctor)).toBeTruthy();
    expect(new Set(body.doctors.map((d: { speciality: string }) => d.speciality))).toEqual(new Set(SPECIALITIES));
  });

  test('never shows an email or a password (decision 17)', async () => {
    const res = await t.inject('/api/doctor/list');
    expect(res.body).not.toMatch(/email|password|@sunrisehearing\.in|\$argon2/i);
  });

  test('slots_booked holds the active bookings only, keyed by D_M_YYYY with HH:mm times', async () => {
    const [ananya] = await list();
    const booked = Object.entries(ananya!.slots_booked);
    // From 10:00 on, today also holds the seed's appointment that has started (decision 41), booked still.
    const today = seededToday;
    const later = booked.filter(([date]) => date !== today);
    expect(later.flatMap(([, times]) => times).sort()).toEqual(['10:30', '11:00']);
    expect((ananya!.slots_booked[today] ?? []).length).toBeLessThanOrEqual(1);
    for (const [date] of booked) expect(date).toMatch(/^\d{1,2}_\d{1,2}_\d{4}$/);
    // Meera's only booking was cancelled; Kavya's is completed and in the past.
    expect((await byName('Dr. Meera Krishnan')).slots_booked).toEqual({});
    expect((await byName('Dr. Kavya Reddy')).slots_booked).toEqual({});
  });

  test('slots_booked follows the appointments: a booking shows, a cancel frees it at once', async () => {
    const c = await signInCast(t);
    const deepa = await byName('Dr. Deepa Joseph');
    const day = buildSlotDays(new Date(), t.config.clinicTz)[4]!;
    const booked = await book(t, c.asha, deepa._id, { slotDate: day.slotDate, slotTime: '15:00' });
    expect((await byName('Dr. Deepa Joseph')).slots_booked).toEqual({ [day.slotDate]: ['15:00'] });
    await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId: booked.json().appointmentId });
    expect((await byName('Dr. Deepa Joseph')).slots_booked).toEqual({});
  });

  test('the database holds the slot guarantee: one active booking per doctor slot and per patient time', async () => {
    const [first, second] = await list();
    const patients = await t.database.db.select().from(users).orderBy(users.email);
    const day = buildSlotDays(new Date(), t.config.clinicTz)[5]!;
    const book = (userId: string, docId: string, extra: { status?: 'cancelled' } = {}) =>
      t.database.db.insert(appointments).values(appointmentRow({ userId, docId, slotDate: day.slotDate, slotTime: '12:30', ...extra }));
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error,
      );

    await book(patients[0]!.id, first!._id, { status: 'cancelled' });
    await book(patients[0]!.id, first!._id);
    // The same doctor and time for someone else: refused.
    expect(isOverlapViolation(await failure(book(patients[1]!.id, first!._id)), 'appointments_doctor_no_overlap')).toBe(true);
    // The same patient at the same time with another doctor: refused (decision 8).
    expect(isOverlapViolation(await failure(book(patients[0]!.id, second!._id)), 'appointments_patient_no_overlap')).toBe(true);
  });

  test('a deleted doctor leaves the list (soft delete keeps their history)', async () => {
    const last = DEMO_DOCTORS.at(-1)!;
    const { admin } = await signInCast(t);
    await post(t, '/api/admin/delete-doctor', 'atoken', admin, { docId: (await byName(last.name))._id });
    expect((await list()).map((d) => d.name)).not.toContain(last.name);
    const [row] = await t.database.db.select().from(doctors).where(eq(doctors.email, last.email));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});

import { inArray } from 'drizzle-orm';
import { DEFAULT_CLINIC_HOURS, WEEK_ORDER } from '@clinic/shared/booking';
import type { WeeklyHours } from '@clinic/shared/contract';
import { appointments } from '../src/db/schema';
import { createTokenService } from '../src/http/tokens';
import { dayFromToday, insertAppointments, insertDoctors } from './support/calendar';
import { post, signIn } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { insertPatients } from './support/rows';

// Issue 21: every cancel says who made it ('patient', 'doctor' or 'clinic') and, from staff or a change of
// the clinic's calendar, why; the patient's message is written from these two columns.
describe.each(DATABASES)('who cancelled and why, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let patients: { id: string; token: string }[];
  let doctors: { id: string; token: string }[];
  let offset = 1;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' }, { seed: false });
    admin = await signIn(t, 'admin');
    patients = await insertPatients(t, 8, 'Attribution Patient');
    const signer = createTokenService(t.config.jwtSecret);
    doctors = await Promise.all((await insertDoctors(t, 6)).map(async (d) => ({ id: d.id, token: await signer.sign('doctor', d.id) })));
  });
  afterAll(() => t.close());

  /** One active appointment of `patient` with `doctor`, a day of its own from tomorrow on, at 11:00 unless told. */
  const appointment = async (patient: number, doctor: number, slotTime = '11:00') =>
    (await insertAppointments(t, [[patients[patient]!.id, doctors[doctor]!.id, offset++, slotTime]]))[0]!;
  const attribution = async (ids: string[]) => {
    const rows = await t.database.db
      .select({ id: appointments.id, status: appointments.status, by: appointments.cancelledBy, reason: appointments.cancelReason })
      .from(appointments)
      .where(inArray(appointments.id, ids));
    return ids.map((id) => {
      const { status, by, reason } = rows.find((r) => r.id === id)!;
      return { cancelled: status === 'cancelled', by, reason };
    });
  };
  const asAdmin = (url: string, body: object) => post(t, url, 'atoken', admin, body);

  test('an active appointment says nobody cancelled it', async () => {
    expect(await attribution([await appointment(0, 0)])).toEqual([{ cancelled: false, by: null, reason: '' }]);
  });

  test("the patient's own cancel is the patient's, with no reason", async () => {
    const id = await appointment(0, 0);
    expect((await post(t, '/api/user/cancel-appointment', 'token', patients[0]!.token, { appointmentId: id })).statusCode).toBe(200);
    expect(await attribution([id])).toEqual([{ cancelled: true, by: 'patient', reason: '' }]);
  });

  test("the admin's cancel is the clinic's, with the reason given, trimmed, or none", async () => {
    const [given, none] = [await appointment(1, 0), await appointment(1, 0)];
    const res = await asAdmin('/api/admin/cancel-appointment', { appointmentId: given, reason: '  The audiometer is being repaired ' });
    expect(res.json()).toEqual({ success: true, message: 'Appointment Cancelled' });
    expect((await asAdmin('/api/admin/cancel-appointment', { appointmentId: none })).statusCode).toBe(200);
    expect(await attribution([given, none])).toEqual([
      { cancelled: true, by: 'clinic', reason: 'The audiometer is being repaired' },
      { cancelled: true, by: 'clinic', reason: '' },
    ]);
  });

  test("the doctor's cancel is the doctor's, with the reason given", async () => {
    const id = await appointment(2, 1);
    const res = await post(t, '/api/doctor/cancel-appointment', 'dtoken', doctors[1]!.token, { appointmentId: id, reason: 'I am unwell' });
    expect(res.json()).toEqual({ success: true, message: 'Appointment Cancelled' });
    expect(await attribution([id])).toEqual([{ cancelled: true, by: 'doctor', reason: 'I am unwell' }]);
  });

  test('a reason too long, or over two lines, is refused in words and nothing is cancelled', async () => {
    const id = await appointment(2, 1);
    for (const [url, header, token] of [
      ['/api/admin/cancel-appointment', 'atoken', admin],
      ['/api/doctor/cancel-appointment', 'dtoken', doctors[1]!.token],
    ] as const) {
      const long = await post(t, url, header, token, { appointmentId: id, reason: 'x'.repeat(301) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ success: false, message: 'Reason is too long' });
      const twoLines = await post(t, url, header, token, { appointmentId: id, reason: 'first\nsecond' });
      expect(twoLines.statusCode).toBe(400);
      expect(twoLines.json().success).toBe(false);
    }
    expect(await attribution([id])).toEqual([{ cancelled: false, by: null, reason: '' }]);
  });

  test("a closure that cancels gives the closure's reason", async () => {
    const id = await appointment(3, 2);
    const slotDate = dayFromToday(t, offset - 1);
    const res = await asAdmin('/api/admin/add-closure', { slotDate, reason: 'Diwali', cancelAffected: true });
    expect(res.statusCode).toBe(200);
    expect(await attribution([id])).toEqual([{ cancelled: true, by: 'clinic', reason: 'Diwali' }]);
  });

  test("leave that cancels tells the patient the doctor is away, not the leave's own (maybe private) reason, whoever adds it", async () => {
    const byAdmin = await appointment(3, 3);
    const adminDay = dayFromToday(t, offset - 1);
    const byDoctor = await appointment(4, 3);
    const doctorDay = dayFromToday(t, offset - 1);
    const leave = (day: string) => ({ from: day, to: day, reason: 'Conference in Pune', cancelAffected: true });
    expect((await asAdmin('/api/admin/add-leave', { docId: doctors[3]!.id, ...leave(adminDay) })).statusCode).toBe(200);
    expect((await post(t, '/api/doctor/add-leave', 'dtoken', doctors[3]!.token, leave(doctorDay))).statusCode).toBe(200);
    expect(await attribution([byAdmin, byDoctor])).toEqual([
      { cancelled: true, by: 'clinic', reason: 'The doctor is away at that time' },
      { cancelled: true, by: 'clinic', reason: 'The doctor is away at that time' },
    ]);
  });

  test("narrower hours, the clinic's or a doctor's, say the hours changed", async () => {
    const evening = await appointment(5, 4, '20:30');
    const doctorsEvening = await appointment(5, 5, '19:30');
    const week = (from: string, to: string) => Object.fromEntries(WEEK_ORDER.map((key) => [key, [{ from, to }]])) as WeeklyHours;
    const mornings = await asAdmin('/api/admin/doctor-hours', {
      docId: doctors[5]!.id,
      weekly: week('10:00', '13:00'),
      cancelAffected: true,
    });
    expect(mornings.statusCode).toBe(200);
    const early = await asAdmin('/api/admin/clinic-hours', {
      ...DEFAULT_CLINIC_HOURS,
      weekly: week('10:00', '20:00'),
      cancelAffected: true,
    });
    expect(early.statusCode).toBe(200);
    expect(await attribution([evening, doctorsEvening])).toEqual([
      { cancelled: true, by: 'clinic', reason: "The clinic's hours changed" },
      { cancelled: true, by: 'clinic', reason: "The doctor's hours changed" },
    ]);
    expect((await asAdmin('/api/admin/clinic-hours', DEFAULT_CLINIC_HOURS)).statusCode).toBe(200);
  });

  test("the admin's cancel of all a patient's appointments is the clinic's", async () => {
    const ids = [await appointment(6, 0), await appointment(6, 1)];
    const res = await asAdmin('/api/admin/cancel-patient-appointments', { userId: patients[6]!.id });
    expect(res.json()).toMatchObject({ success: true, cancelled: 2 });
    expect(await attribution(ids)).toEqual([
      { cancelled: true, by: 'clinic', reason: '' },
      { cancelled: true, by: 'clinic', reason: '' },
    ]);
  });

  test("a doctor made unavailable with cancelling, or deleted, leaves the clinic's reason", async () => {
    const unavailable = await appointment(7, 0);
    const res = await asAdmin('/api/admin/change-availability', { docId: doctors[0]!.id, cancelAffected: true });
    expect(res.statusCode).toBe(200);
    const deleted = await appointment(7, 1);
    expect((await asAdmin('/api/admin/delete-doctor', { docId: doctors[1]!.id, cancelAffected: true })).statusCode).toBe(200);
    expect(await attribution([unavailable, deleted])).toEqual([
      { cancelled: true, by: 'clinic', reason: 'The doctor is not available' },
      { cancelled: true, by: 'clinic', reason: 'The doctor is no longer with the clinic' },
    ]);
  });
});

import type { Appointment } from '@clinic/shared/contract';
import { book, freeSlot, myAppointments, post, signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';

describe.each(DATABASES)('cancel and complete on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  let skip = 0;
  beforeAll(async () => {
    // Many bookings by two patients: the cap and the per-account limit have their own suites.
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ...MANY_BOOKINGS });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  /** A new active appointment of Asha's with the given doctor. */
  async function ashaBooks(docId = c.ananyaId): Promise<string> {
    const res = await book(t, c.asha, docId, await freeSlot(t, docId, skip++));
    expect(res.statusCode).toBe(201);
    return res.json().appointmentId;
  }
  const find = async (id: string): Promise<Appointment> => (await myAppointments(t, c.asha)).find((a) => a._id === id)!;

  test('a patient cancels her own active appointment, once', async () => {
    const appointmentId = await ashaBooks();
    const res = await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Appointment Cancelled' });
    expect(await find(appointmentId)).toMatchObject({ cancelled: true, isCompleted: false });

    const again = await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This appointment is already cancelled' });
  });

  test('another patient cannot cancel it: not found, and nothing changes (decision 7)', async () => {
    const appointmentId = await ashaBooks();
    const res = await post(t, '/api/user/cancel-appointment', 'token', c.rohan, { appointmentId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Appointment not found' });
    expect((await find(appointmentId)).cancelled).toBe(false);
  });

  test('the doctor completes an active appointment; it can then be neither cancelled nor completed again', async () => {
    const appointmentId = await ashaBooks();
    const res = await post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId });
    expect(res.json()).toEqual({ success: true, message: 'Appointment Completed' });
    expect(await find(appointmentId)).toMatchObject({ isCompleted: true, cancelled: false });

    for (const [url, header, token] of [
      ['/api/user/cancel-appointment', 'token', c.asha],
      ['/api/doctor/cancel-appointment', 'dtoken', c.ananya],
      ['/api/doctor/complete-appointment', 'dtoken', c.ananya],
      ['/api/admin/cancel-appointment', 'atoken', c.admin],
    ] as const) {
      const refused = await post(t, url, header, token, { appointmentId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, message: 'This appointment is already completed' });
    }
    expect(await find(appointmentId)).toMatchObject({ isCompleted: true, cancelled: false });
  });

  test('the doctor cancels an active appointment; a cancelled one cannot be completed', async () => {
    const appointmentId = await ashaBooks();
    expect((await post(t, '/api/doctor/cancel-appointment', 'dtoken', c.ananya, { appointmentId })).json()).toEqual({
      success: true,
      message: 'Appointment Cancelled',
    });
    const complete = await post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId });
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toEqual({ success: false, message: 'This appointment is already cancelled' });
  });

  test('a doctor cannot touch another doctor’s appointment', async () => {
    const appointmentId = await ashaBooks();
    for (const url of ['/api/doctor/cancel-appointment', '/api/doctor/complete-appointment']) {
      const res = await post(t, url, 'dtoken', c.otherDoctor, { appointmentId });
      expect(res.statusCode).toBe(404);
    }
    expect(await find(appointmentId)).toMatchObject({ cancelled: false, isCompleted: false });
  });

  test('the admin cancels any active appointment', async () => {
    const appointmentId = await ashaBooks(c.otherDoctorId);
    const res = await post(t, '/api/admin/cancel-appointment', 'atoken', c.admin, { appointmentId });
    expect(res.json()).toEqual({ success: true, message: 'Appointment Cancelled' });
    expect((await find(appointmentId)).cancelled).toBe(true);
  });

  test('a doctor completing and the admin cancelling at the same moment: exactly one wins', async () => {
    const appointmentId = await ashaBooks();
    const [complete, cancel] = await Promise.all([
      post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId }),
      post(t, '/api/admin/cancel-appointment', 'atoken', c.admin, { appointmentId }),
    ]);
    expect([complete.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const a = await find(appointmentId);
    expect(a.cancelled !== a.isCompleted).toBe(true);
  });

  test.each([
    ['an unknown id', { appointmentId: '00000000-0000-4000-8000-000000000000' }, 404, 'Appointment not found'],
    ['an id that is not a uuid', { appointmentId: 'abc' }, 400, 'Appointment is missing or invalid'],
    ['no id', {}, 400, 'Appointment is missing or invalid'],
    ['an id of the wrong type', { appointmentId: 12 }, 400, 'Appointment is missing or invalid'],
  ])('cancel refuses %s', async (_label, payload, status, message) => {
    const res = await post(t, '/api/user/cancel-appointment', 'token', c.asha, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  });
});

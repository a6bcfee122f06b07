import type { Appointment } from '@clinic/shared/contract';
import { book, freeSlot, freeSlotFor, myAppointments, post, signInCast, startedAlready, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { MANY_BOOKINGS } from './support/booking-limits';

describe.each(DATABASES)('cancel, complete and No-show on %s', (kind) => {
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
    const res = await book(t, c.asha, docId, await freeSlotFor(t, c.asha, docId, skip++));
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

  test('the doctor completes an active appointment once it has started; it can then be neither cancelled nor completed again', async () => {
    const appointmentId = await ashaBooks();
    await startedAlready(t, appointmentId);
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
    await startedAlready(t, appointmentId);
    const [complete, cancel] = await Promise.all([
      post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId }),
      post(t, '/api/admin/cancel-appointment', 'atoken', c.admin, { appointmentId }),
    ]);
    expect([complete.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const a = await find(appointmentId);
    expect(a.cancelled !== a.isCompleted).toBe(true);
  });

  // Decision 41: what happened at an appointment is said only once its time has come.
  test.each([
    [
      'complete',
      '/api/doctor/complete-appointment',
      'dtoken',
      'ananya',
      'This appointment has not started yet: it can be completed from its start time',
    ],
    [
      'No-show',
      '/api/doctor/no-show-appointment',
      'dtoken',
      'ananya',
      'This appointment has not started yet: it can be marked as a no-show from its start time',
    ],
    [
      'No-show',
      '/api/admin/no-show-appointment',
      'atoken',
      'admin',
      'This appointment has not started yet: it can be marked as a no-show from its start time',
    ],
  ] as const)('%s before the start is refused (%s) and changes nothing', async (_label, url, header, who, message) => {
    const appointmentId = await ashaBooks();
    const res = await post(t, url, header, c[who], { appointmentId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message });
    expect(await find(appointmentId)).toMatchObject({ cancelled: false, isCompleted: false, noShow: false });
  });

  test('a slot that starts this very minute counts as started; one a minute away does not', async () => {
    const appointmentId = await ashaBooks();
    const { recordOutcome } = await import('../src/features/appointments/appointment-actions');
    const { slotStart } = await import('@clinic/shared/booking');
    const a = await find(appointmentId);
    const start = slotStart(a.slotDate, a.slotTime, t.config.clinicTz);
    const scope = { docId: c.ananyaId };
    await expect(
      recordOutcome(t.database.db, scope, appointmentId, 'noShow', {
        clinicTz: t.config.clinicTz,
        now: new Date(start.getTime() - 60_000),
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await recordOutcome(t.database.db, scope, appointmentId, 'noShow', { clinicTz: t.config.clinicTz, now: start });
    expect(await find(appointmentId)).toMatchObject({ noShow: true, isCompleted: false, cancelled: false });
  });

  test('the doctor marks a started appointment No-show; the patient can then neither cancel nor pay it, nobody can complete it', async () => {
    const appointmentId = await ashaBooks();
    await startedAlready(t, appointmentId);
    const res = await post(t, '/api/doctor/no-show-appointment', 'dtoken', c.ananya, { appointmentId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Marked as No-show' });
    expect(await find(appointmentId)).toMatchObject({ noShow: true, isCompleted: false, cancelled: false });

    for (const [url, header, token] of [
      ['/api/user/cancel-appointment', 'token', c.asha],
      ['/api/admin/cancel-appointment', 'atoken', c.admin],
      ['/api/doctor/complete-appointment', 'dtoken', c.ananya],
      ['/api/admin/no-show-appointment', 'atoken', c.admin],
    ] as const) {
      const refused = await post(t, url, header, token, { appointmentId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, message: 'This appointment is already marked as a no-show' });
    }
    const pay = await post(t, '/api/user/payment-stripe', 'token', c.asha, { appointmentId });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toEqual({ success: false, message: 'This appointment was marked as a no-show and cannot be paid online' });
    expect(await find(appointmentId)).toMatchObject({ noShow: true, isCompleted: false, cancelled: false, payment: false });
  });

  test('a completed or cancelled appointment cannot be marked No-show', async () => {
    const done = await ashaBooks();
    await startedAlready(t, done);
    await post(t, '/api/doctor/complete-appointment', 'dtoken', c.ananya, { appointmentId: done });
    const gone = await ashaBooks();
    await post(t, '/api/user/cancel-appointment', 'token', c.asha, { appointmentId: gone });
    await startedAlready(t, gone);
    expect((await post(t, '/api/admin/no-show-appointment', 'atoken', c.admin, { appointmentId: done })).json().message).toBe(
      'This appointment is already completed',
    );
    expect((await post(t, '/api/doctor/no-show-appointment', 'dtoken', c.ananya, { appointmentId: gone })).json().message).toBe(
      'This appointment is already cancelled',
    );
  });

  test('a doctor cannot mark another doctor’s appointment No-show; the admin can mark any', async () => {
    // Rohan's, at a time of its own: Asha's bookings hold her times with both doctors.
    const appointmentId = (await book(t, c.rohan, c.otherDoctorId, await freeSlot(t, c.otherDoctorId, 0))).json().appointmentId as string;
    await startedAlready(t, appointmentId);
    const res = await post(t, '/api/doctor/no-show-appointment', 'dtoken', c.ananya, { appointmentId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Appointment not found' });
    expect((await post(t, '/api/admin/no-show-appointment', 'atoken', c.admin, { appointmentId })).json()).toEqual({
      success: true,
      message: 'Marked as No-show',
    });
    expect((await myAppointments(t, c.rohan)).find((a) => a._id === appointmentId)).toMatchObject({ noShow: true });
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

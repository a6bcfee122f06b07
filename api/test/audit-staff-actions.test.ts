import { desc, gt } from 'drizzle-orm';
import { DEFAULT_CLINIC_HOURS } from '@clinic/shared/booking';
import type { DoctorProfile } from '@clinic/shared/contract';
import { auditLog, messages } from '../src/db/schema';
import { dayFromToday, insertAppointments } from './support/calendar';
import { registerPatient, signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { swatch } from './support/photos';

// Issue 22 (decision 47): every staff action is recorded once, when it succeeded, with who did it (role and
// id), what, on which record, and from which address; a refused call records nothing. The calls are the
// real ones, driven through the api from one client address.

const ADDRESS = '198.51.100.23';
/** The sign-ins of the cast are recorded too (by their own feature); these tests look at what came after. */
type Entry = typeof auditLog.$inferSelect;

const newDoctor = {
  name: 'Dr. Audit Trail',
  email: 'audit.trail@example.in',
  password: 'listening-well-9',
  experience: '6 Year',
  fees: '700',
  about: 'Hearing tests for every age.',
  speciality: 'Hearing Aid and Speech Specialist',
  degree: 'MASLP',
  address: JSON.stringify({ line1: '12 Lakeview Road', line2: 'Bengaluru' }),
};

function form(fields: Record<string, string>, image?: Buffer) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (image) body.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return body;
}

describe.each(DATABASES)('staff actions in the audit log, on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  let patientId: string;
  let addedDoctorId: string;
  let seen = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' });
    c = await signInCast(t);
    patientId = (await registerPatient(t, { name: 'Audit Patient' })).id;
    seen = await lastId();
  });
  afterAll(() => t.close());

  async function lastId(): Promise<number> {
    const [row] = await t.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return row?.id ?? 0;
  }
  /** The entries written since the last look. */
  async function newEntries(): Promise<Entry[]> {
    const rows = await t.database.db.select().from(auditLog).where(gt(auditLog.id, seen)).orderBy(auditLog.id);
    seen = rows.at(-1)?.id ?? seen;
    return rows;
  }

  const header = { admin: 'atoken', doctor: 'dtoken' } as const;
  const tokenOf = (role: 'admin' | 'doctor') => (role === 'admin' ? c.admin : c.ananya);
  const call = (role: 'admin' | 'doctor', url: string, payload: object) =>
    t.inject({ method: 'POST', url, headers: { [header[role]]: tokenOf(role) }, payload, remoteAddress: ADDRESS });
  const upload = (url: string, payload: FormData) =>
    t.inject({ method: 'POST', url, headers: { atoken: c.admin }, payload: payload as never, remoteAddress: ADDRESS });

  /** Exactly one new entry, by that actor, from the client's address. */
  async function recordedOnce(role: 'admin' | 'doctor', expected: Partial<Entry>) {
    const entries = await newEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorRole: role,
      actorId: role === 'admin' ? t.config.admin.email : c.ananyaId,
      ip: ADDRESS,
      detail: {},
      ...expected,
    });
    return entries[0]!;
  }
  const appointment = async (offset: number, time: string) => (await insertAppointments(t, [[patientId, c.ananyaId, offset, time]]))[0]!;

  test.each([
    ['admin', '/api/admin/cancel-appointment', { reason: 'The doctor is unwell' }],
    ['doctor', '/api/doctor/cancel-appointment', {}],
  ] as const)('%s cancels an appointment (%s), the reason kept when given', async (role, url, extra) => {
    const appointmentId = await appointment(3, role === 'admin' ? '06:00' : '06:30');
    expect((await call(role, url, { appointmentId, ...extra })).statusCode).toBe(200);
    await recordedOnce(role, { action: 'appointment-cancelled', targetType: 'appointment', targetId: appointmentId, detail: extra });
  });

  test.each([
    ['doctor', '/api/doctor/complete-appointment', 'appointment-completed'],
    ['admin', '/api/admin/no-show-appointment', 'appointment-no-show'],
    ['doctor', '/api/doctor/no-show-appointment', 'appointment-no-show'],
  ] as const)('%s: %s', async (role, url, action) => {
    const appointmentId = await appointment(
      -1,
      { 'appointment-completed': '05:00', 'appointment-no-show': role === 'admin' ? '05:30' : '06:00' }[action],
    );
    expect((await call(role, url, { appointmentId })).statusCode).toBe(200);
    await recordedOnce(role, { action, targetType: 'appointment', targetId: appointmentId });
  });

  test("the admin cancels a patient's appointments, and blocks and unblocks them", async () => {
    await appointment(4, '07:00');
    const res = await call('admin', '/api/admin/cancel-patient-appointments', { userId: patientId });
    expect(res.json()).toMatchObject({ success: true, cancelled: 1 });
    await recordedOnce('admin', {
      action: 'patient-appointments-cancelled',
      targetType: 'patient',
      targetId: patientId,
      detail: { cancelled: 1 },
    });

    expect((await call('admin', '/api/admin/block-patient', { userId: patientId, blocked: true })).statusCode).toBe(200);
    await recordedOnce('admin', { action: 'patient-blocked', targetType: 'patient', targetId: patientId });
    expect((await call('admin', '/api/admin/block-patient', { userId: patientId, blocked: false })).statusCode).toBe(200);
    await recordedOnce('admin', { action: 'patient-unblocked', targetType: 'patient', targetId: patientId });
  });

  test('the admin adds a doctor (the new id), edits them (multipart), changes availability and their hours', async () => {
    expect((await upload('/api/admin/add-doctor', form(newDoctor, await swatch('#3a8')))).statusCode).toBe(201);
    const doctors: DoctorProfile[] = (await t.inject({ url: '/api/admin/all-doctors', headers: { atoken: c.admin } })).json().doctors;
    addedDoctorId = doctors.find((d) => d.email === newDoctor.email)!._id;
    const added = await recordedOnce('admin', { action: 'doctor-added', targetType: 'doctor', targetId: addedDoctorId });
    // Nothing personal (the name, the e-mail) and never the password.
    expect(JSON.stringify(added)).not.toMatch(/Audit Trail|audit\.trail|listening-well/);

    const { password: _password, ...editable } = newDoctor;
    expect((await upload('/api/admin/update-doctor', form({ ...editable, docId: addedDoctorId, fees: '750' }))).statusCode).toBe(200);
    await recordedOnce('admin', { action: 'doctor-updated', targetType: 'doctor', targetId: addedDoctorId });

    expect((await call('admin', '/api/admin/change-availability', { docId: addedDoctorId })).statusCode).toBe(200);
    await recordedOnce('admin', { action: 'doctor-availability-changed', targetType: 'doctor', targetId: addedDoctorId });

    expect((await call('admin', '/api/admin/doctor-hours', { docId: addedDoctorId, weekly: null })).statusCode).toBe(200);
    await recordedOnce('admin', {
      action: 'doctor-hours-changed',
      targetType: 'doctor',
      targetId: addedDoctorId,
      detail: { clinicHours: true },
    });
  });

  test.each(['admin', 'doctor'] as const)('%s adds and deletes leave', async (role) => {
    const day = dayFromToday(t, role === 'admin' ? 200 : 210);
    const body = { from: day, to: day, reason: 'Conference', ...(role === 'admin' && { docId: c.ananyaId }) };
    const url = role === 'admin' ? '/api/admin' : '/api/doctor';
    const added = await call(role, `${url}/add-leave`, body);
    expect(added.statusCode).toBe(200);
    const leaveId: string = added.json().leave._id;
    await recordedOnce(role, {
      action: 'leave-added',
      targetType: 'leave',
      targetId: leaveId,
      detail: { docId: c.ananyaId, from: day, to: day },
    });

    expect((await call(role, `${url}/delete-leave`, { leaveId })).statusCode).toBe(200);
    await recordedOnce(role, { action: 'leave-deleted', targetType: 'leave', targetId: leaveId });
  });

  test('the admin adds and deletes a closure and sets the clinic hours', async () => {
    const slotDate = dayFromToday(t, 220);
    const added = await call('admin', '/api/admin/add-closure', { slotDate, reason: 'Staff training' });
    expect(added.statusCode).toBe(200);
    const closureId: string = added.json().closureId;
    await recordedOnce('admin', { action: 'closure-added', targetType: 'closure', targetId: closureId, detail: { slotDate } });
    expect((await call('admin', '/api/admin/delete-closure', { closureId })).statusCode).toBe(200);
    await recordedOnce('admin', { action: 'closure-deleted', targetType: 'closure', targetId: closureId });

    expect((await call('admin', '/api/admin/clinic-hours', DEFAULT_CLINIC_HOURS)).statusCode).toBe(200);
    await recordedOnce('admin', {
      action: 'clinic-hours-changed',
      targetType: 'settings',
      targetId: 'clinic-hours',
      detail: {
        windowDays: DEFAULT_CLINIC_HOURS.windowDays,
        minNoticeMinutes: DEFAULT_CLINIC_HOURS.minNoticeMinutes,
        cancelCutoffMinutes: DEFAULT_CLINIC_HOURS.cancelCutoffMinutes,
      },
    });
  });

  test('a doctor updates their profile', async () => {
    const profile = { address: { line1: 'Room 4', line2: 'Jayanagar' }, fees: 650, about: 'Paediatric audiology.', available: true };
    expect((await call('doctor', '/api/doctor/update-profile', profile)).statusCode).toBe(200);
    await recordedOnce('doctor', {
      action: 'doctor-profile-updated',
      targetType: 'doctor',
      targetId: c.ananyaId,
      detail: { available: true, fees: 650 },
    });
  });

  test('the admin retries a failed message', async () => {
    const [failed] = await t.database.db
      .insert(messages)
      .values({
        idempotencyKey: `audit-test:${kind}`,
        kind: 'booking-confirmed',
        channel: 'email',
        recipient: 'someone@example.in',
        subject: 'Your appointment',
        body: 'See you soon.',
        html: '<p>See you soon.</p>',
        state: 'failed',
        attempts: 8,
      })
      .returning({ id: messages.id });
    expect((await call('admin', '/api/admin/retry-message', { messageId: failed!.id })).statusCode).toBe(200);
    await recordedOnce('admin', { action: 'message-retried', targetType: 'message', targetId: failed!.id });
  });

  test('a refused call records nothing: not found, a conflict, a bad body, no token, the wrong role', async () => {
    const future = await appointment(5, '08:00');
    const refusals = [
      await call('admin', '/api/admin/cancel-appointment', { appointmentId: '00000000-0000-4000-8000-000000000000' }),
      await call('doctor', '/api/doctor/complete-appointment', { appointmentId: future }),
      await call('admin', '/api/admin/add-closure', { slotDate: 'soon', reason: '' }),
      await t.inject({ method: 'POST', url: '/api/admin/cancel-appointment', payload: { appointmentId: future } }),
      await t.inject({
        method: 'POST',
        url: '/api/admin/cancel-appointment',
        headers: { dtoken: c.ananya },
        payload: { appointmentId: future },
      }),
      await upload('/api/admin/add-doctor', form({ ...newDoctor, email: 'refused@example.in' })),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([404, 409, 400, 401, 401, 400]);
    expect(await newEntries()).toEqual([]);
  });

  test('the admin deletes a doctor, last', async () => {
    expect((await call('admin', '/api/admin/delete-doctor', { docId: addedDoctorId })).statusCode).toBe(200);
    await recordedOnce('admin', { action: 'doctor-deleted', targetType: 'doctor', targetId: addedDoctorId });
  });
});

import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { calls, type CallAuth, type CallName } from '@clinic/shared/contract';
import { DEFAULT_CLINIC_HOURS } from '@clinic/shared/booking';
import { clinicToday, slotDateOf } from '../src/features/calendar/clinic-dates';
import type { Role } from '../src/http/tokens';
import { CALL_PERMISSIONS, type ProtectedCallName } from '@clinic/shared/contract/call-permissions';
import { PERMISSION_STRINGS, roleCan, SIGN_IN_OF_ROLE, type Role as AccountRole } from '@clinic/shared/permissions';
import { hashPassword } from '../src/http/passwords';
import { configuredOwner, insertStaff } from '../src/features/staff/staff-repository';
import { messages } from '../src/db/schema';
import { signUnsubscribeToken } from '../src/features/messages/unsubscribe-token';
import { createResetLink } from '../src/features/accounts/reset-links';
import { book, freeSlot, freeSlotFor, publicDoctors, registerPatient, signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

type Who = 'nobody' | 'patient' | 'otherPatient' | 'doctor' | 'otherDoctor' | 'admin' | 'frontDesk' | 'expired' | 'forged';
const WHO: Who[] = ['nobody', 'patient', 'otherPatient', 'doctor', 'otherDoctor', 'admin', 'frontDesk', 'expired', 'forged'];
const ROLE_OF: Record<Exclude<CallAuth, 'none'>, Role> = { token: 'patient', dtoken: 'doctor', atoken: 'admin' };
/** Each signed-in caller's account role (decision 55): the configured admin is the owner. */
const ACCOUNT_ROLE_OF_WHO: Partial<Record<Who, AccountRole>> = {
  patient: 'patient',
  otherPatient: 'patient',
  doctor: 'doctor',
  otherDoctor: 'doctor',
  admin: 'owner',
  frontDesk: 'front_desk',
};
const FRONT_DESK = { email: 'desk@sunrisehearing.in', password: 'a-front-desk-passphrase-4' };

/**
 * What each protected call is sent, given a fresh appointment of the patient's with the doctor.
 * `owned`: the call acts on that appointment, so the other patient or doctor must get "not found".
 */
type Targets = Cast & {
  frontDesk: string;
  removableStaffId: string;
  lastDoctorId: string;
  rohanId: string;
  messageId: string;
  failedMessageId: string;
  closureId: string;
  leaveIds: [string, string];
  farDay: (n: number) => string;
  /** A free time of the doctor's, far down the list, for a move (each case cancels what it booked, so it stays free). */
  moveTo: { slotDate: string; slotTime: string };
  /** A weekly series of the patient's (decision 50), for the patient to cancel the rest of. */
  seriesId: string;
};
const CASES: Record<
  string,
  {
    body?: (appointmentId: string, c: Targets) => object;
    query?: (c: Targets) => string;
    owned?: boolean;
    multipart?: boolean;
    /** The call ends the caller's sessions: everyone signs in again after it. */
    endsSessions?: boolean;
    /** The address, for a call that names its appointment in the path. */
    path?: (appointmentId: string) => string;
    /** The appointment is paid first, on the demo checkout (a receipt exists only then). */
    paid?: boolean;
    /** Its success is a file, not the envelope. */
    file?: boolean;
  }
> = {
  userProfile: {},
  userUpdateProfile: { multipart: true },
  userBook: {},
  userAppointments: {},
  userCancel: { body: (appointmentId) => ({ appointmentId }), owned: true },
  userKeepAppointment: { body: (appointmentId) => ({ appointmentId }), owned: true },
  userReschedule: { body: (appointmentId, c) => ({ appointmentId, ...c.moveTo }), owned: true },
  // The patient's own series; another patient's is "not found".
  userCancelSeries: { body: (_id, c) => ({ seriesId: c.seriesId }), owned: true },
  userPayment: { body: (appointmentId) => ({ appointmentId }), owned: true },
  userVerifyPayment: { body: (appointmentId) => ({ appointmentId, success: true }), owned: true },
  // Decision 31. The matrix's api takes payments through the demo, so these answer 409 to whoever may call
  // them, before any appointment is looked at; another patient's 404 is in payments-razorpay.test.ts.
  userPaymentRazorpay: { body: (appointmentId) => ({ appointmentId }) },
  userVerifyRazorpay: {
    body: (appointmentId) => ({
      appointmentId,
      razorpay_payment_id: 'pay_Matrix000001',
      razorpay_payment_link_id: 'plink_Matrix000001',
      razorpay_payment_link_reference_id: 'matrix',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: '0'.repeat(64),
    }),
  },
  // Decision 51: the receipt of the patient's own paid appointment; another patient's is "not found".
  userReceipt: { path: (id) => `/api/user/receipt/${id}`, paid: true, owned: true },
  userReceiptPdf: { path: (id) => `/api/user/receipt/${id}/pdf`, paid: true, owned: true, file: true },
  adminDoctors: {},
  adminChangeAvailability: { body: (_id, c) => ({ docId: c.otherDoctorId, cancelAffected: false }) },
  adminDoctorUpcoming: { query: (c) => `?docId=${c.otherDoctorId}` },
  adminAppointments: {},
  adminDashboard: {},
  // Only the admin's own attempt reaches the handler, so the last demo doctor is deleted once.
  adminDeleteDoctor: { body: (_id, c) => ({ docId: c.lastDoctorId, cancelAffected: true }) },
  adminCancel: { body: (appointmentId) => ({ appointmentId }) },
  adminNoShow: { body: (appointmentId) => ({ appointmentId }) },
  adminKeepAppointment: { body: (appointmentId) => ({ appointmentId }) },
  doctorKeepAppointment: { body: (appointmentId) => ({ appointmentId }), owned: true },
  adminReschedule: { body: (appointmentId, c) => ({ appointmentId, ...c.moveTo }) },
  // A series' plan, far beyond every other case's days: nothing is written.
  adminBookSeries: {
    body: (_id, c) => ({ userId: c.rohanId, docId: c.otherDoctorId, firstDate: c.farDay(260), slotTime: '10:00', everyWeeks: 1, count: 2 }),
  },
  adminAddDoctor: { multipart: true },
  adminUpdateDoctor: { multipart: true },
  adminPatients: {},
  adminPatientAppointments: { query: (c) => `?userId=${c.rohanId}` },
  adminBlockPatient: { body: (_id, c) => ({ userId: c.rohanId, blocked: false }) },
  adminCancelPatientAppointments: { body: (_id, c) => ({ userId: c.rohanId }) },
  adminInbox: {},
  adminInboxRead: { body: (_id, c) => ({ messageId: c.messageId }) },
  adminOutbox: { query: () => '?state=failed' },
  adminRetryMessage: { body: (_id, c) => ({ messageId: c.failedMessageId }) },
  doctorAppointments: {},
  doctorProfile: {},
  doctorCancel: { body: (appointmentId) => ({ appointmentId }), owned: true },
  doctorComplete: { body: (appointmentId) => ({ appointmentId }), owned: true },
  doctorNoShow: { body: (appointmentId) => ({ appointmentId }), owned: true },
  doctorReschedule: { body: (appointmentId, c) => ({ appointmentId, ...c.moveTo }), owned: true },
  doctorBookSeries: { body: (_id, c) => ({ userId: c.rohanId, firstDate: c.farDay(260), slotTime: '10:00', everyWeeks: 1, count: 2 }) },
  doctorDashboard: {},
  doctorUpdateProfile: {
    body: () => ({ address: { line1: 'Sunrise Hearing Centre', line2: 'Bengaluru' }, fees: 500, about: 'Audiologist', available: true }),
  },
  // The clinic's calendar (decision 44): changes far beyond the booking window, so no booking is touched.
  adminClinicHours: {},
  adminSetClinicHours: { body: () => DEFAULT_CLINIC_HOURS },
  adminClosures: {},
  // Decision 57: the length and fee the migration gave it, so no other test sees a change.
  adminUpdateService: { body: () => ({ serviceId: 'voice-therapy', durationMinutes: 45, fee: 1000 }) },
  adminAddClosure: { body: (_id, c) => ({ slotDate: c.farDay(300), reason: 'Matrix' }) },
  adminDeleteClosure: { body: (_id, c) => ({ closureId: c.closureId }) },
  adminDoctorSchedule: { query: (c) => `?docId=${c.otherDoctorId}` },
  adminDoctorHours: { body: (_id, c) => ({ docId: c.otherDoctorId, weekly: null }) },
  adminAddLeave: { body: (_id, c) => ({ docId: c.otherDoctorId, from: c.farDay(310), to: c.farDay(311), reason: 'Matrix' }) },
  adminDeleteLeave: { body: (_id, c) => ({ leaveId: c.leaveIds[0] }) },
  doctorLeave: {},
  doctorAddLeave: { body: (_id, c) => ({ from: c.farDay(320), to: c.farDay(320), reason: 'Matrix' }) },
  // The doctor's own leave: another doctor's is "not found".
  doctorDeleteLeave: { body: (_id, c) => ({ leaveId: c.leaveIds[1] }), owned: true },
  // Issue 22. A wrong current password or code is the caller's mistake (400), never a refusal of the session.
  userChangePassword: { body: () => ({ currentPassword: 'not-the-password-1', newPassword: 'a-brand-new-passphrase-7' }) },
  userLogoutAll: { endsSessions: true },
  // Issue 34: WhatsApp is off in this app, so a code is refused (409) without being sent; no code is pending.
  userSendPhoneCode: { body: () => ({ phone: '98450 12345' }) },
  userVerifyPhone: { body: () => ({ code: '123456' }) },
  // E-mail is off in this app, so a link is refused (409) without being sent.
  userSendEmailLink: {},
  userExport: {},
  userExportReadable: { file: true },
  userDeleteAccount: { body: () => ({ password: 'not-the-password-1' }) },
  adminSendDoctorReset: { body: (_id, c) => ({ docId: c.otherDoctorId }) },
  adminAuditLog: { query: () => '?action=sign-in' },
  adminSecuritySettings: {},
  adminSetSecuritySettings: { body: () => ({ requireDoctorTwoFactor: false }) },
  adminTwoFactor: {},
  adminTwoFactorSetup: {},
  adminTwoFactorConfirm: { body: () => ({ code: '000000' }) },
  adminTwoFactorDisable: { body: () => ({ password: 'not-the-password-1', code: '000000' }) },
  // Decision 55: only the owner's attempt reaches the handler, so one front desk is added and one removed.
  adminStaff: {},
  adminAddStaff: { body: () => ({ email: 'matrix-desk@sunrisehearing.in', role: 'front_desk', password: 'a-matrix-desk-passphrase-9' }) },
  adminRemoveStaff: { body: (_id, c) => ({ staffId: c.removableStaffId }) },
  doctorChangePassword: { body: () => ({ currentPassword: 'not-the-password-1', newPassword: 'a-brand-new-passphrase-7' }) },
  doctorLogoutAll: { endsSessions: true },
  doctorTwoFactor: {},
  doctorTwoFactorSetup: {},
  doctorTwoFactorConfirm: { body: () => ({ code: '000000' }) },
  doctorTwoFactorDisable: { body: () => ({ password: 'not-the-password-1', code: '000000' }) },
};

/**
 * Two weekly sessions of the first patient's with the first doctor, booked by the admin and cancelled again
 * (they would count against her cap of upcoming appointments, which each case books under): the series is
 * still hers, so another patient's attempt is "not found" and hers reaches the handler.
 */
async function ashasSeries(t: TestApp, c: Cast, firstDate: string): Promise<string> {
  const plan = { email: 'patient@sunrisehearing.in', docId: c.ananyaId, firstDate, slotTime: '10:00', everyWeeks: 1, count: 2 };
  const preview = await t.inject({ method: 'POST', url: '/api/admin/book-series', headers: { atoken: c.admin }, payload: plan });
  const dates = preview.json().occurrences.map((o: { slotDate: string }) => o.slotDate);
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/book-series',
    headers: { atoken: c.admin },
    payload: { ...plan, confirm: true, dates },
  });
  for (const appointmentId of res.json().appointmentIds as string[])
    await t.inject({ method: 'POST', url: '/api/admin/cancel-appointment', headers: { atoken: c.admin }, payload: { appointmentId } });
  return res.json().seriesId;
}

/** Pays an appointment as its patient does: the demo checkout's Pay, then verify. */
async function payOnDemo(t: TestApp, token: string, appointmentId: string) {
  const start = await t.inject({ method: 'POST', url: '/api/user/payment-stripe', headers: { token }, payload: { appointmentId } });
  const checkout = new URL(start.json().session_url as string).pathname;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  await t.inject({ method: 'POST', url: `${checkout}/pay`, headers: form, payload: '' });
  const verify = { appointmentId, success: true };
  const verified = await t.inject({ method: 'POST', url: '/api/user/verifyStripe', headers: { token }, payload: verify });
  expect(verified.statusCode).toBe(200);
}

const protectedCalls = (Object.keys(calls) as CallName[]).filter((name) => calls[name].auth !== 'none');

describe.each(DATABASES)('the authorization matrix on %s', (kind) => {
  let t: TestApp;
  let c: Targets;
  let slotSkip = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000000' });
    const cast = await signInCast(t);
    // A message in the Inbox, for the admin to mark read.
    const message = { name: 'Asha Rao', phone: '98450 00000', message: 'Hello' };
    await t.inject({ method: 'POST', url: '/api/contact', payload: message });
    const inbox = await t.inject({ url: '/api/admin/inbox', headers: { atoken: cast.admin } });
    const messageId = inbox.json().messages[0]._id as string;
    // A message that failed, for the admin to retry (only the admin's attempt reaches the handler).
    const [failed] = await t.database.db
      .insert(messages)
      .values({ idempotencyKey: 'matrix:failed', kind: 'reminder', channel: 'email', recipient: 'asha@example.in', state: 'failed' })
      .returning({ id: messages.id });
    // A closure and two leaves (any doctor's, and the first doctor's own) to remove.
    const farDay = (n: number) => slotDateOf(clinicToday(new Date(), t.config.clinicTz).day + n);
    const closure = await t.inject({
      method: 'POST',
      url: '/api/admin/add-closure',
      headers: { atoken: cast.admin },
      payload: { slotDate: farDay(200), reason: 'Matrix' },
    });
    const leave = (n: number) =>
      t.inject({
        method: 'POST',
        url: '/api/admin/add-leave',
        headers: { atoken: cast.admin },
        payload: { docId: cast.ananyaId, from: farDay(n), to: farDay(n), reason: 'Matrix' },
      });
    const leaveIds: [string, string] = [(await leave(210)).json().leave._id, (await leave(220)).json().leave._id];
    // A front desk (decision 55), added by the configured owner.
    const owner = await configuredOwner(t.database.db);
    await insertStaff(t.database.db, {
      role: 'front_desk',
      email: FRONT_DESK.email,
      passwordHash: await hashPassword(FRONT_DESK.password),
      createdBy: owner.id,
    });
    const desk = await t.inject({ method: 'POST', url: '/api/admin/login', payload: FRONT_DESK });
    const removable = { role: 'admin' as const, email: 'leaving@sunrisehearing.in', passwordHash: await hashPassword(FRONT_DESK.password) };
    c = {
      ...cast,
      frontDesk: desk.json().token,
      removableStaffId: await insertStaff(t.database.db, { ...removable, createdBy: owner.id }),
      lastDoctorId: (await publicDoctors(t)).at(-1)!._id,
      rohanId: await subjectOf(cast.rohan),
      messageId,
      failedMessageId: failed!.id,
      closureId: closure.json().closureId,
      leaveIds,
      farDay,
      moveTo: await freeSlot(t, cast.ananyaId, 80),
      seriesId: await ashasSeries(t, cast, farDay(250)),
    };
  });
  afterAll(() => t.close());

  const sign = (role: Role, sub: string, exp: number | string, secret: string) =>
    new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('sunrise-clinic-api')
      .setSubject(sub)
      .setIssuedAt(0)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  async function tokenOf(who: Who, role: Role): Promise<string | undefined> {
    const subject = { patient: await subjectOf(c.asha), doctor: c.ananyaId, admin: t.config.admin.email }[role];
    switch (who) {
      case 'nobody':
        return undefined;
      case 'patient':
        return c.asha;
      case 'otherPatient':
        return c.rohan;
      case 'doctor':
        return c.ananya;
      case 'otherDoctor':
        return c.otherDoctor;
      case 'admin':
        return c.admin;
      case 'frontDesk':
        return c.frontDesk;
      case 'expired':
        return sign(role, subject, 1, t.config.jwtSecret);
      case 'forged':
        return sign(role, subject, '1h', 'someone-elses-secret-0123456789abcdef');
    }
  }
  const subjectOf = async (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

  test('every protected call of the contract is in the matrix', () => {
    expect(Object.keys(CASES).sort()).toEqual([...protectedCalls].sort());
  });

  // Decision 55: the one guard checks the permission a call names, so a call without one would be open to
  // every role of its sign-in.
  test.each(protectedCalls)('%s names a permission of the registry', (name) => {
    expect(PERMISSION_STRINGS).toContain(CALL_PERMISSIONS[name as ProtectedCallName]);
  });

  // Issue 21: the unsubscribe link needs no login; its signed token is its one permission, which no role's token stands in for.
  test.each(['unsubscribe', 'unsubscribeOneClick'] as const)('%s answers to its signed link alone', async (name) => {
    const spec = calls[name];
    const patient = await registerPatient(t);
    for (const headers of [{}, { token: patient.token }, { atoken: c.admin }, { dtoken: c.ananya }]) {
      const res = await t.inject({ method: spec.method, url: `${spec.path}?token=${encodeURIComponent(patient.token)}`, headers });
      expect(res.statusCode).toBe(400);
    }
    const link = signUnsubscribeToken(patient.id, t.config.jwtSecret);
    expect((await t.inject({ method: spec.method, url: `${spec.path}?token=${encodeURIComponent(link)}` })).statusCode).toBe(200);
  });

  // Issue 35: the reset page's check needs no login either; its link is the permission, of its own role only.
  test.each([
    ['userResetLinkCheck', 'patient'],
    ['doctorResetLinkCheck', 'doctor'],
  ] as const)('%s answers to a working link of its role alone', async (name, role) => {
    const spec = calls[name];
    const subject = role === 'patient' ? await subjectOf(c.asha) : c.ananyaId;
    const other = role === 'patient' ? 'doctor' : 'patient';
    const linkOf = async (r: 'patient' | 'doctor', id: string) =>
      new URL(await createResetLink(t.database.db, t.config, r, id)).searchParams.get('token')!;
    const own = await linkOf(role, subject);
    const others = await linkOf(other, other === 'patient' ? await subjectOf(c.asha) : c.ananyaId);
    for (const headers of [{}, { token: c.asha }, { atoken: c.admin }, { dtoken: c.ananya }]) {
      const res = await t.inject({ method: spec.method, url: spec.path, headers, payload: { token: others } });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.inject({ method: spec.method, url: spec.path, payload: { token: own } })).statusCode).toBe(200);
  });

  describe.each(protectedCalls)('%s', (name) => {
    const spec = calls[name];
    const role = ROLE_OF[spec.auth as Exclude<CallAuth, 'none'>];

    test.each(WHO)('as %s', async (who) => {
      const { ananyaId } = c;
      // What the caller may do comes from the permission list: the call's sign-in, then the role's permission.
      const holder = ACCOUNT_ROLE_OF_WHO[who];
      const refusedWith =
        who === 'nobody' || who === 'expired' || who === 'forged'
          ? 401
          : SIGN_IN_OF_ROLE[holder!] !== role || !roleCan(holder!, CALL_PERMISSIONS[name as ProtectedCallName])
            ? 403
            : undefined;
      // A caller refused at the door never reaches the handler, so it is asked about an appointment that does
      // not exist (were it let through, the handler's 404 would fail the case); only a caller let in is given a
      // real one: a time the patient holds with no other doctor (the demo's own bookings are hers too).
      const appointmentId = refusedWith
        ? randomUUID()
        : ((await book(t, c.asha, ananyaId, await freeSlotFor(t, c.asha, ananyaId, slotSkip++ % 40))).json().appointmentId as string);
      const token = await tokenOf(who, role);
      const headers: Record<string, string> = token === undefined ? {} : { [spec.auth]: token };
      const cases = CASES[name]!;
      let payload: unknown = cases.body?.(appointmentId, c);
      if (name === 'userBook')
        payload = { docId: ananyaId, ...(await freeSlot(t, ananyaId, 41 + (slotSkip % 20))), userData: { name: 'A', phone: '1' } };
      if (cases.multipart) {
        headers['content-type'] = 'multipart/form-data; boundary=x';
        payload = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n';
      }
      if (cases.paid && !refusedWith) await payOnDemo(t, c.asha, appointmentId);
      const res = await t.inject({
        method: spec.method,
        url: (cases.path?.(appointmentId) ?? spec.path) + (cases.query?.(c) ?? ''),
        headers,
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
      const body = cases.file && res.statusCode === 200 ? { success: true } : res.json();
      expect(body.success === true || typeof body.message === 'string').toBe(true);

      if (refusedWith) {
        // Nothing was booked for it: nothing to undo.
        expect(res.statusCode).toBe(refusedWith);
        return;
      }
      if (cases.owned && (who === 'otherPatient' || who === 'otherDoctor')) {
        expect(res.statusCode).toBe(404);
        // And the appointment is untouched.
        const list = (await t.inject({ url: '/api/user/appointments', headers: { token: c.asha } })).json().appointments;
        expect(list.find((a: { _id: string }) => a._id === appointmentId)).toMatchObject({
          cancelled: false,
          isCompleted: false,
          payment: Boolean(cases.paid),
        });
      } else expect([401, 403, 404]).not.toContain(res.statusCode);

      // Whatever happened, the appointment is cancelled so the next case finds the slot free, and so is one
      // the case booked itself (the patient's own booking): the patient holds no time a later case picks.
      const made = name === 'userBook' && res.statusCode === 201 ? [res.json().appointmentId as string] : [];
      for (const id of [appointmentId, ...made])
        await t.inject({
          method: 'POST',
          url: '/api/admin/cancel-appointment',
          headers: { atoken: c.admin },
          payload: { appointmentId: id },
        });
      if (cases.endsSessions) Object.assign(c, await signInCast(t));
    });
  });
});

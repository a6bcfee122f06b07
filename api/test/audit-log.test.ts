import { eq, sql } from 'drizzle-orm';
import type { AuditEntry } from '@clinic/shared/contract';
import { appointments, auditLog, doctors, users } from '../src/db/schema';
import { recordAudit } from '../src/features/audit/record';
import { insertDoctors } from './support/calendar';
import { registerPatient, signIn } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { appointmentRow } from './support/rows';

// Issue 22 (decision 47): the admin reads the audit log on the Audit log page, newest first and paged, by
// actor, action and clinic day; nobody changes or deletes an entry, not even in SQL. The entries here are
// written straight into the table, in March 2026, so the sign-ins of the test (recorded "now") stay out of
// every window the filters look at.

type Page = { success: boolean; message: string; entries: AuditEntry[]; total: number };

/** Asia/Kolkata is UTC+05:30: 18:30 UTC is midnight at the clinic. */
const at = (iso: string) => new Date(iso);
const MARCH = 'from=2026-03-01&to=2026-03-31';

describe.each(DATABASES)('the audit log, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let doctorId: string;
  let doctorName: string;
  let doctorEmail: string;
  let patientId: string;
  let goneId: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', CLINIC_TZ: 'Asia/Kolkata' });
    admin = await signIn(t, 'admin');
    const [doctor] = await insertDoctors(t, 1);
    ({ id: doctorId, name: doctorName } = doctor!);
    doctorEmail = (await t.database.db.select({ email: doctors.email }).from(doctors).where(eq(doctors.id, doctorId)))[0]!.email;
    patientId = (await registerPatient(t, { name: 'Meera Logged' })).id;
    goneId = (await registerPatient(t, { name: 'Gone Patient' })).id;
    await t.database.db.update(users).set({ name: 'Deleted patient', deletedAt: new Date() }).where(eq(users.id, goneId));
    const rows: (typeof auditLog.$inferInsert)[] = [
      {
        at: at('2026-03-09T18:29:59Z'),
        actorRole: 'doctor',
        actorId: doctorId,
        action: 'appointment-completed',
        targetType: 'appointment',
        targetId: 'a1',
      },
      {
        at: at('2026-03-09T18:30:00Z'),
        actorRole: 'admin',
        actorId: t.config.admin.email,
        action: 'appointment-cancelled',
        targetType: 'appointment',
        targetId: 'a2',
        ip: '203.0.113.9',
      },
      {
        at: at('2026-03-10T09:00:00Z'),
        actorRole: 'patient',
        actorId: patientId,
        action: 'password-changed',
        targetType: 'account',
        targetId: patientId,
      },
      { at: at('2026-03-10T18:29:00Z'), actorRole: 'patient', actorId: goneId, action: 'sign-out-everywhere' },
      { at: at('2026-03-11T08:00:00Z'), actorRole: 'doctor', actorId: 'stranger@example.in', action: 'sign-in-failed' },
      { at: at('2026-03-11T09:00:00Z'), actorRole: 'admin', actorId: 'guess@example.in', action: 'sign-in-failed' },
      {
        at: at('2026-03-12T08:00:00Z'),
        actorRole: 'admin',
        actorId: t.config.admin.email,
        action: 'appointment-cancelled',
        targetType: 'appointment',
        targetId: 'a3',
      },
    ];
    await t.database.db.insert(auditLog).values(rows);
  });
  afterAll(() => t.close());

  test("an entry names what it is about (issue 35): the appointment's patient, doctor and slot, the doctor, the patient; a deleted one says so", async () => {
    const db = t.database.db;
    const [kept, ofGone] = await db
      .insert(appointments)
      .values([
        appointmentRow({
          userId: patientId,
          docId: doctorId,
          slotDate: '14_4_2026',
          slotTime: '10:30',
          userData: { name: 'Meera Logged', age: 61, email: '', phone: '1', message: 'Tinnitus' },
          docData: { name: doctorName, imageId: null, speciality: 'x', address: { line1: '', line2: '' } },
        }),
        appointmentRow({
          userId: goneId,
          docId: doctorId,
          slotDate: '15_4_2026',
          slotTime: '11:00',
          userData: { name: 'Deleted patient', age: null, email: '', phone: '', message: '' },
        }),
      ])
      .returning({ id: appointments.id });
    const removedDoctor = '00000000-0000-4000-8000-0000000dead0';
    const admin = { actorRole: 'admin' as const, actorId: t.config.admin.email };
    await db.insert(auditLog).values([
      { ...admin, at: at('2026-04-10T05:00:00Z'), action: 'appointment-cancelled', targetType: 'appointment', targetId: kept!.id },
      { ...admin, at: at('2026-04-10T05:01:00Z'), action: 'appointment-cancelled', targetType: 'appointment', targetId: ofGone!.id },
      { ...admin, at: at('2026-04-10T05:02:00Z'), action: 'doctor-updated', targetType: 'doctor', targetId: doctorId },
      { ...admin, at: at('2026-04-10T05:03:00Z'), action: 'doctor-deleted', targetType: 'doctor', targetId: removedDoctor },
      { ...admin, at: at('2026-04-10T05:04:00Z'), action: 'patient-blocked', targetType: 'patient', targetId: patientId },
      { ...admin, at: at('2026-04-10T05:05:00Z'), action: 'patient-unblocked', targetType: 'patient', targetId: goneId },
      // A doctor's sign-in is about their account: named too, not an id.
      {
        actorRole: 'doctor',
        actorId: doctorId,
        at: at('2026-04-10T05:06:00Z'),
        action: 'sign-in',
        targetType: 'account',
        targetId: doctorId,
      },
    ]);
    const { entries } = await page('from=2026-04-01&to=2026-04-30');
    expect(entries.map((e) => [e.targetId, e.target])).toEqual([
      [doctorId, { name: doctorName, present: true }],
      [goneId, { name: 'Deleted patient', present: false }],
      [patientId, { name: 'Meera Logged', present: true }],
      // A doctor no longer on file keeps only the id.
      [removedDoctor, undefined],
      [doctorId, { name: doctorName, present: true }],
      [ofGone!.id, { name: 'Deleted patient', doctorName: 'x', slotDate: '15_4_2026', slotTime: '11:00', present: true }],
      [kept!.id, { name: 'Meera Logged', doctorName, slotDate: '14_4_2026', slotTime: '10:30', present: true }],
    ]);
    // Names and the slot only: nothing the patient told the doctor.
    expect(JSON.stringify(entries)).not.toContain('Tinnitus');
  });

  const read = (query: string, headers: Record<string, string> = { atoken: admin }) =>
    t.inject({ url: `/api/admin/audit-log?${query}`, headers });
  const page = async (query: string): Promise<Page> => {
    const res = await read(query);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  test('newest first, each entry with when, who (and their name), what, on what and from where', async () => {
    const { entries, total } = await page(MARCH);
    expect(total).toBe(7);
    expect(entries.map((e) => e.targetId || e.actorId)).toEqual([
      'a3',
      'guess@example.in',
      'stranger@example.in',
      goneId,
      patientId,
      'a2',
      'a1',
    ]);
    expect(entries[5]).toEqual({
      _id: expect.any(String),
      at: '2026-03-09T18:30:00.000Z',
      actorRole: 'admin',
      actorId: t.config.admin.email,
      actorName: 'Admin',
      action: 'appointment-cancelled',
      targetType: 'appointment',
      targetId: 'a2',
      ip: '203.0.113.9',
      detail: {},
    });
    const names = Object.fromEntries(entries.map((e) => [e.action, e.actorName]));
    expect(names).toMatchObject({
      'appointment-completed': doctorName,
      'password-changed': 'Meera Logged',
      // A deleted patient's name is gone, and an e-mail someone tried names nobody.
      'sign-out-everywhere': '',
      'sign-in-failed': '',
    });
    // An e-mail tried at the admin's sign-in is not the admin.
    expect(entries[1]).toMatchObject({ actorRole: 'admin', actorId: 'guess@example.in', actorName: '' });
    expect(entries[0]!.actorName).toBe('Admin');
  });

  test('pages of the list: limit and page, the total of all that match', async () => {
    const first = await page(`${MARCH}&limit=4`);
    const second = await page(`${MARCH}&limit=4&page=2`);
    expect([first.total, second.total]).toEqual([7, 7]);
    expect(first.entries.map((e) => e._id)).toHaveLength(4);
    expect(second.entries.map((e) => e.targetId)).toEqual([patientId, 'a2', 'a1']);
    expect((await page(`${MARCH}&limit=4&page=3`)).entries).toEqual([]);
  });

  test('from and to are clinic days, both inclusive', async () => {
    const tenth = await page('from=2026-03-10&to=2026-03-10');
    // 18:30 UTC on the 9th is already the 10th at the clinic; 18:29 UTC on the 10th is still the 10th.
    expect(tenth.entries.map((e) => e.action)).toEqual(['sign-out-everywhere', 'password-changed', 'appointment-cancelled']);
    expect((await page('from=2026-03-11&to=2026-03-20')).total).toBe(3);
    expect((await page('to=2026-03-09')).entries.map((e) => e.targetId)).toEqual(['a1']);
  });

  test('by action, by kind of actor, by actor id or e-mail', async () => {
    const cancels = await page(`${MARCH}&action=appointment-cancelled`);
    expect(cancels.entries.map((e) => e.targetId)).toEqual(['a3', 'a2']);
    expect((await page(`${MARCH}&actorRole=doctor`)).entries.map((e) => e.action)).toEqual(['sign-in-failed', 'appointment-completed']);
    expect((await page(`${MARCH}&actorId=${patientId}`)).entries.map((e) => e.action)).toEqual(['password-changed']);
    // A doctor found by the e-mail they sign in with, and the e-mail a failed sign-in tried.
    expect((await page(`${MARCH}&actorId=${encodeURIComponent(doctorEmail.toUpperCase())}`)).entries.map((e) => e.action)).toEqual([
      'appointment-completed',
    ]);
    expect((await page(`${MARCH}&actorId=stranger@example.in`)).total).toBe(1);
    expect((await page(`${MARCH}&actorRole=admin&action=appointment-cancelled&limit=1`)).total).toBe(2);
    expect(await page(`${MARCH}&action=doctor-deleted`)).toEqual({ success: true, message: '', entries: [], total: 0 });
  });

  test('a filter that makes no sense is a 400 that says why', async () => {
    for (const [query, message] of [
      ['action=erased', 'Unknown action'],
      ['actorRole=robot', 'Unknown kind of actor'],
      ['from=10-03-2026', 'From is missing or invalid'],
      ['from=2026-03-12&to=2026-03-10', 'The "to" date must be on or after the "from" date'],
    ] as const) {
      const res = await read(query);
      expect([res.statusCode, res.json()]).toEqual([400, { success: false, message }]);
    }
  });

  test('only the admin reads it', async () => {
    const [patient, doctor] = await Promise.all([signIn(t, 'asha'), signIn(t, 'ananya')]);
    expect((await read(MARCH, {})).statusCode).toBe(401);
    expect((await read(MARCH, { token: patient })).statusCode).toBe(401);
    expect((await read(MARCH, { dtoken: doctor })).statusCode).toBe(401);
    // A patient's token where the admin's goes: a valid token of another role.
    expect((await read(MARCH, { atoken: patient })).statusCode).toBe(403);
  });

  test('the database refuses UPDATE, DELETE and TRUNCATE of the log, whoever asks; adding still works', async () => {
    await recordAudit(t.database.db, {
      actorRole: 'system',
      actorId: 'test',
      action: 'message-retried',
      targetType: 'message',
      targetId: 'm1',
    });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'm1'));
    expect(entry).toBeDefined();
    for (const [statement, refused] of [
      [sql`update audit_log set actor_id = 'someone else' where id = ${entry!.id}`, /The audit log is append-only: UPDATE is refused/],
      [sql`delete from audit_log where id = ${entry!.id}`, /The audit log is append-only: DELETE is refused/],
      // On PostgreSQL the api's role has no TRUNCATE right to begin with (issue 34 point 7); PGlite has one role.
      [
        sql`truncate audit_log`,
        kind === 'postgres' ? /permission denied for table audit_log/ : /The audit log is append-only: TRUNCATE is refused/,
      ],
    ] as const) {
      // Drizzle wraps the database's refusal; its own words are the cause.
      const refusal = await t.database.db.execute(statement).then(
        () => undefined,
        (error: Error) => error.cause,
      );
      expect(refusal).toEqual(expect.objectContaining({ message: expect.stringMatching(refused) }));
    }
    const [after] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(after).toEqual(entry);
    expect((await page(MARCH)).total).toBe(7);
  });
});

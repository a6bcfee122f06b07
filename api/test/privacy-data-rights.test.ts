import { eq, sql } from 'drizzle-orm';
import type { UserExport } from '@clinic/shared/contract';
import { appointments, auditLog, users } from '../src/db/schema';
import { sweepUnusedImages } from '../src/features/images/image-sweep';
import type { MessageEngine } from '../src/features/messages/engine';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { book, freeSlot, post, registerPatient, signInCast, startedAlready, type Cast, type NewPatient } from './support/clinic';
import { DATABASES, type TestApp } from './support/harness';
import { photoOf, profileForm, swatch, updateProfile } from './support/photos';
import { isTo, type SmtpSink } from './support/smtp';
import { startMailingApp, type MailingApp } from './support/mailing-app';

const PASSWORD = 'quiet-harbour-lantern-42';
const INBOX = 'desk@clinic.example';

/**
 * Issue 22, a patient's data rights: "Download my data" gives them everything kept about them and nothing
 * of anyone else; "Delete my account" cancels their future appointments (the doctor is told), and leaves
 * nothing anywhere in the database that names them, reaches them or could sign in as them.
 */
describe.each(DATABASES)("a patient's data rights on %s", (kind) => {
  let t: TestApp;
  let c: Cast;
  let smtp: SmtpSink;
  let engine: MessageEngine;
  // From the third day on: tomorrow's appointments would go into a doctor's evening agenda.
  let skip = 60;
  let made = 0;

  let app: MailingApp;
  beforeAll(async () => {
    app = await startMailingApp(kind, {
      AUTH_RATE_LIMIT: '1000',
      ACCOUNT_RATE_LIMIT: '1000',
      CLINIC_INBOX: INBOX,
      PUBLIC_URL: 'https://clinic.example',
    });
    ({ t, smtp, engine } = app);
    c = await signInCast(t);
  });
  afterAll(() => app?.close());

  /** A patient of the test's own, with a name, e-mail and phone found nowhere else. */
  async function patient(): Promise<NewPatient & { name: string; phone: string; digits: string }> {
    const n = ++made;
    const name = `Zephyrine Quartermaine ${kind} ${n}`;
    const digits = `97${String(process.pid % 100_000).padStart(5, '0')}${String(n).padStart(3, '0')}`;
    const registered = await registerPatient(t, { name, email: `zephyrine-${kind}-${process.pid}-${n}@example.in`, password: PASSWORD });
    // Through the profile form, with a photo of their own, as the patient would.
    const form = profileForm(await swatch(`rgb(${(n * 37) % 256}, ${kind === 'pglite' ? 90 : 160}, 200)`), {
      name,
      phone: `+91 ${digits}`,
    });
    expect((await updateProfile(t, registered.token, form)).statusCode).toBe(200);
    return { ...registered, name, phone: `+91 ${digits}`, digits };
  }

  async function books(p: Awaited<ReturnType<typeof patient>>): Promise<string> {
    const slot = await freeSlot(t, c.ananyaId, skip++);
    const userData = { name: p.name, phone: p.phone, age: 61, email: p.email, message: `Please call ${p.name.split(' ')[0]} on arrival` };
    const res = await book(t, p.token, c.ananyaId, slot, userData);
    expect(res.statusCode).toBe(201);
    return res.json().appointmentId;
  }

  const exportOf = (token: string) => t.inject({ url: '/api/user/export', headers: { token } });
  const deleteAccount = (token: string, password: string) => post(t, '/api/user/delete-account', 'token', token, { password });

  test('the export holds the profile, the account, every appointment and message, and nothing of another patient', async () => {
    const [mine, theirs] = [await patient(), await patient()];
    const appointmentId = await books(mine);
    await books(theirs);
    await engine.runOnce();
    await smtp.waitFor(isTo(mine.email), 'the confirmation');

    const res = await exportOf(mine.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as UserExport;
    expect(data.profile).toMatchObject({ _id: mine.id, name: mine.name, email: mine.email, phone: `+91${mine.digits}` });
    expect(data.account.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.appointments.map((a) => a._id)).toEqual([appointmentId]);
    expect(data.appointments[0]!.userData.name).toBe(mine.name);
    expect(data.messages.map((m) => `${m.kind}:${m.recipient}:${m.state}`)).toContain(`booking-confirmed:${mine.email}:sent`);
    expect(data.messages.every((m) => m.recipient === mine.email)).toBe(true);
    const text = JSON.stringify(data);
    for (const other of [theirs.name, theirs.email, theirs.digits, theirs.id]) expect(text).not.toContain(other);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'data-exported'));
    expect(audit.filter((a) => a.actorId === mine.id)).toEqual([
      expect.objectContaining({ actorRole: 'patient', targetType: 'account', targetId: mine.id, detail: {} }),
    ]);
  });

  test('a wrong password deletes nothing, with a 400 that says so; the session carries on', async () => {
    const p = await patient();
    await books(p);
    const res = await deleteAccount(p.token, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Your password is not right' });
    const profile = await t.inject({ url: '/api/user/get-profile', headers: { token: p.token } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().userData).toMatchObject({ name: p.name, email: p.email });
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.userId, p.id));
    expect(row).toMatchObject({ status: 'active', userData: expect.objectContaining({ name: p.name }) });
  });

  /** Every text and JSON value of every table that holds `needle` (case-insensitive), as `table.column`. */
  async function foundAnywhere(needle: string): Promise<string[]> {
    const { rows: columns } = (await t.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'jsonb', 'json', 'character varying', 'ARRAY')
        and table_name in (select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const hits = (await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      )) as unknown as { rows: { n: number }[] };
      if (hits.rows[0]!.n > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  test('deleting the account cancels what is ahead, tells the doctor and the clinic, and leaves no trace of the patient', async () => {
    const p = await patient();
    const past = await books(p);
    await startedAlready(t, past);
    await t.database.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, past));
    const future = await books(p);
    const contact = await t.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: p.name, email: p.email, message: 'Do you test hearing for children?' },
    });
    expect(contact.statusCode).toBeLessThan(300);
    await engine.runOnce();
    await smtp.waitFor(isTo(p.email), 'the confirmation');
    const photo = await photoOf(t, p.token);
    expect((await t.inject(photo)).statusCode).toBe(200);
    // A mistyped password leaves the e-mail in the sign-in slowdown's counts.
    await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: p.email, password: 'not-the-password-1' } });
    // The search below finds the patient where they are, before the deletion.
    expect(await foundAnywhere(p.digits)).toEqual(expect.arrayContaining(['users.phone', 'appointments.user_data', 'messages.body']));
    expect(await foundAnywhere(p.name)).toEqual(expect.arrayContaining(['users.name', 'contact_messages.name']));

    const res = await deleteAccount(p.token, PASSWORD);
    expect(res.json()).toEqual({ success: true, message: 'Your account has been deleted' });
    expect((await t.inject({ url: '/api/user/get-profile', headers: { token: p.token } })).statusCode).toBe(401);
    expect((await exportOf(p.token)).statusCode).toBe(401);

    await engine.runOnce();
    const doctorEmail = DEMO_DOCTORS[0]!.email;
    const [notice] = await smtp.waitFor(
      (m) => isTo(doctorEmail)(m) && /cancelled/i.test(m.subject ?? '') && (m.text ?? '').includes('Deleted patient'),
      "the doctor's cancellation notice",
    );
    expect(notice!.text).not.toContain(p.name);
    const [told] = await smtp.waitFor(isTo(INBOX, /deleted their account/), "the clinic's notice");
    expect(told!.text).toMatch(/Future appointments cancelled: 1\b/);
    // Nothing more to the patient: their address is gone, and they were told on the page.
    expect(smtp.to(p.email).filter((m) => /cancelled/i.test(m.subject ?? ''))).toEqual([]);

    const rows = await t.database.db.select().from(appointments).where(eq(appointments.userId, p.id));
    const state = Object.fromEntries(rows.map((r) => [r.id, { status: r.status, by: r.cancelledBy }]));
    expect(state).toEqual({
      [past]: { status: 'completed', by: null },
      [future]: { status: 'cancelled', by: 'patient' },
    });
    for (const row of rows)
      expect(row.userData).toEqual({ name: 'Deleted patient', imageId: null, age: null, email: '', phone: '', message: '' });

    const [account] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(account).toMatchObject({ name: 'Deleted patient', email: `deleted-${p.id}@invalid`, phone: '', notifyEmail: false });
    expect(account!.deletedAt).toBeInstanceOf(Date);

    await sweepUnusedImages(t.database.db, { graceMs: 0 });
    expect((await t.inject(photo)).statusCode).toBe(404);

    const emailName = p.email.split('@')[0]!;
    expect({
      name: await foundAnywhere(p.name),
      email: await foundAnywhere(emailName),
      phone: await foundAnywhere(p.digits),
    }).toEqual({ name: [], email: [], phone: [] });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'account-deleted'));
    expect(audit.filter((a) => a.actorId === p.id)).toEqual([
      expect.objectContaining({ actorRole: 'patient', targetType: 'account', detail: { futureAppointmentsCancelled: 1 } }),
    ]);

    const login = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: p.email, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
    const again = await t.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Someone New', email: p.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(201);
    // The deleted account is not one of the clinic's patients any more.
    const list = await t.inject({ url: `/api/admin/patients?q=${encodeURIComponent('Deleted patient')}`, headers: { atoken: c.admin } });
    expect(list.json()).toMatchObject({ patients: [], total: 0 });
  });
});

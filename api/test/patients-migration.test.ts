import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../src/db/client';
import { slotDateOf, slotTimeOf } from '../src/db/appointment-times';
import { createPostgresDatabase, DRIVER_DATABASES } from './support/harness';
import { MIGRATIONS, migrateToLatest, migrationsBefore, openMigratedTo, readJournal } from './support/migrations';

// Decision 56: migration 0027 gives every account its own patient record and every appointment its patient;
// decision 58: migration 0029 gives every appointment one status in place of three flags, which must read back
// exactly as they were (`REPLACED`); decision 57: migration 0030 gives every visit its start instant and length.
// A clinic's database as the release before left it must come through whole: `fixtures/clinic-at-0024.json`
// is every row of the public tables of one made by that release (migrations up to 0024): the demo seed, then
// through its api a new account's three bookings (one cancelled), one more of Rohan's, a weekly series the
// admin booked for Asha, and a paid appointment Asha cancelled (a refund owed), with the messages and audit
// rows those made, and the message engine run once (made with commit 8eb2763's own test harness; the
// doctors' portraits are left out, their bytes being nothing a migration reads).

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = JSON.parse(readFileSync(path.join(here, 'fixtures', 'clinic-at-0024.json'), 'utf8')) as Record<string, unknown[]>;
/** The first migration after the release the fixture was made by. */
const AFTER_FIXTURE = '0025';
/** The clinic's own model came in several migrations after the fixture's release; a crash may lose the record of any of them. */
const FIRST_AFTER_FIXTURE_WHEN = readJournal(MIGRATIONS).entries.find((e) => e.tag.startsWith(AFTER_FIXTURE))!.when;

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The fixture's rows in place of what the migrations wrote (the calendar's settings row): triggers and
 * foreign keys off, as a restore loads a dump.
 */
async function loadFixture(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of Object.keys(FIXTURE)) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    for (const [table, rows] of Object.entries(FIXTURE))
      if (rows.length)
        await tx.execute(
          sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
        );
  });
}

/** The three flags one status replaced (migration 0029, decision 58), read back off it. */
const STATUS_FLAGS = {
  cancelled: sql`status = 'cancelled'`,
  is_completed: sql`status = 'completed'`,
  no_show: sql`status = 'no-show'`,
};
/** Columns a later migration replaced, read back as the release before had them. */
const REPLACED: Record<string, Record<string, ReturnType<typeof sql>>> = {
  // The wall clock was kept beside the instant until 0033, which reads it off the instant instead.
  appointments: { ...STATUS_FLAGS, slot_date: slotDateOf(), slot_time: slotTimeOf() },
  appointment_count_deltas: STATUS_FLAGS,
};

/** Every row of the fixture's tables, in the columns the release before had, in one order: what must survive. */
async function everyRow(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, rows] of Object.entries(FIXTURE)) {
    const columns = Object.keys((rows[0] as object | undefined) ?? {});
    if (columns.length === 0) continue;
    const present = new Set(
      (
        await rowsOf<{ name: string }>(
          db,
          sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
        )
      ).map((c) => c.name),
    );
    const list = sql.join(
      columns.map((c) => (present.has(c) ? sql.identifier(c) : sql`${REPLACED[table]![c]!} as ${sql.identifier(c)}`)),
      sql`, `,
    );
    const [row] = await rowsOf<{ rows: string }>(
      db,
      sql`select coalesce(json_agg(r order by r::text), '[]')::text as rows from (select ${list} from ${sql.identifier(table)}) r`,
    );
    out[table] = row!.rows;
  }
  return out;
}

/** Appointments whose patient is their account's own (`self`), named as the account is. */
const HELD_BY_THEIR_ACCOUNT = sql`select count(*)::int as n from appointments a
  join patient_accounts l on l.account_id = a.user_id and l.patient_id = a.patient_id and l.relationship = 'self'
  join patients p on p.id = a.patient_id
  join users u on u.id = a.user_id
  where p.name = u.name`;

describe.each(DRIVER_DATABASES)(
  'the model migrations (0025–0033: events, staff, patients, services, one status, visit times, needs, the instant alone) on %s',
  (kind) => {
    let database: Database;
    let drop = async () => {};
    const before = migrationsBefore(AFTER_FIXTURE);
    let rowsBefore: Record<string, string>;
    afterAll(async () => {
      await database?.close();
      await drop();
      rmSync(before, { recursive: true, force: true });
    });

    beforeAll(async () => {
      let databaseUrl: string | undefined;
      if (kind === 'postgres') ({ url: databaseUrl, drop } = await createPostgresDatabase());
      database = await openMigratedTo(before, databaseUrl);
      await loadFixture(database.db);
      rowsBefore = await everyRow(database.db);
      // A move whose message had not gone out yet, with the wall clock it was queued with (0015).
      await database.db.execute(
        sql`insert into message_events (kind, subject_id, previous_slot) select 'moved', id, '{"slotDate": "9_12_2026", "slotTime": "17:30"}' from appointments limit 1`,
      );
      await migrateToLatest(database);
    });

    test('keeps every row of every table as it was: appointments, payments, refunds, series, messages, audit, counts', async () => {
      expect(FIXTURE.appointments!.length).toBe(20);
      expect(FIXTURE.messages!.length).toBeGreaterThan(0);
      expect(FIXTURE.checkout_sessions!.length).toBeGreaterThan(0);
      expect(FIXTURE.audit_log!.length).toBeGreaterThan(0);
      expect(await everyRow(database.db)).toEqual(rowsBefore);
    });

    test("gives every account one patient of its own, from the account's data, and every appointment its account's", async () => {
      const { db } = database;
      const [counts] = await rowsOf<{ users: number; patients: number; selves: number; appointments: number; series: number }>(
        db,
        sql`select (select count(*)::int from users) as users, (select count(*)::int from patients) as patients,
        (select count(distinct account_id)::int from patient_accounts where relationship = 'self') as selves,
        (select count(*)::int from appointments) as appointments,
        (select count(distinct series_id)::int from appointments where series_id is not null) as series`,
      );
      expect(counts).toEqual({
        users: FIXTURE.users!.length,
        patients: FIXTURE.users!.length,
        selves: FIXTURE.users!.length,
        appointments: FIXTURE.appointments!.length,
        series: 1,
      });
      expect((await rowsOf<{ n: number }>(db, HELD_BY_THEIR_ACCOUNT))[0]!.n).toBe(FIXTURE.appointments!.length);
      // Decision 57 (0030): each visit a consultation's 30 minutes long; its start reads back as the wall
      // clock it had (every row's `slot_date` and `slot_time`, compared by the test before).
      const [visits] = await rowsOf<{ thirtyMinutes: number }>(
        db,
        sql`select count(*) filter (where duration_minutes = 30 and service_id is null)::int as "thirtyMinutes" from appointments`,
      );
      expect(visits).toEqual({ thirtyMinutes: FIXTURE.appointments!.length });
      // 0033: a queued move's time before it is the instant of the wall clock it was queued with.
      const moved = await rowsOf<{ previous_slot: unknown }>(db, sql`select previous_slot from message_events where kind = 'moved'`);
      expect(moved.map((m) => new Date((m.previous_slot as { startsAt: string }).startsAt).toISOString())).toEqual([
        '2026-12-09T12:00:00.000Z',
      ]);

      // Meera ticked "I cannot take phone calls": her patient has that need (0031).
      const people = await rowsOf<{ email: string; name: string; dob: string | null; sex: string | null; phone: string; needs: string[] }>(
        db,
        sql`select u.email, p.name, to_char(p.dob, 'YYYY-MM-DD') as dob, p.sex, p.phone, p.needs from patients p join users u on u.id = p.id order by u.email`,
      );
      expect(people).toEqual([
        { email: 'meera@example.in', name: 'Meera Iyer', dob: null, sex: null, phone: '', needs: ['no-phone-calls'] },
        { email: 'patient@sunrisehearing.in', name: 'Asha Rao', dob: '1968-04-12', sex: 'Female', phone: '+91 98860 11223', needs: [] },
        { email: 'rohan.das@example.in', name: 'Rohan Das', dob: '1991-09-30', sex: 'Male', phone: '+91 99000 44556', needs: [] },
      ]);
    });

    test('one patient may not be in two places at once; one account may now hold two people at the same time', async () => {
      const { db } = database;
      // Rohan, with his daughter as a patient he acts for, at one time with three doctors.
      const [rohan] = await rowsOf<{ id: string }>(db, sql`select id from users where email = 'rohan.das@example.in'`);
      const [anika] = await rowsOf<{ id: string }>(db, sql`insert into patients (name) values ('Anika Das') returning id`);
      await db.execute(
        sql`insert into patient_accounts (account_id, patient_id, relationship) values (${rohan!.id}, ${anika!.id}, 'child')`,
      );
      const doctors = await rowsOf<{ id: string }>(db, sql`select id from doctors where deleted_at is null order by id limit 3`);
      const bookFor = (patientId: string, docId: string) =>
        db.execute(sql`insert into appointments (user_id, patient_id, doc_id, starts_at, user_data, doc_data, amount)
        values (${rohan!.id}, ${patientId}, ${docId}, '2031-06-01T10:00:00+05:30', '{}', '{}', 1)`);
      await bookFor(rohan!.id, doctors[0]!.id);
      await bookFor(anika!.id, doctors[1]!.id);
      await expect(bookFor(rohan!.id, doctors[2]!.id)).rejects.toMatchObject({
        cause: expect.objectContaining({ constraint: 'appointments_patient_no_overlap' }),
      });
      await db.execute(sql`delete from appointments where starts_at = '2031-06-01T10:00:00+05:30'`);
      await db.execute(sql`delete from patient_accounts where patient_id = ${anika!.id}`);
      await db.execute(sql`delete from patients where id = ${anika!.id}`);
    });

    test('run again after a crash that lost the records of the model’s migrations, it changes nothing and loses nothing', async () => {
      const { db } = database;
      const after = await everyRow(db);
      const patientsBefore = await rowsOf(db, sql`select * from patients order by id`);
      const linksBefore = await rowsOf(db, sql`select * from patient_accounts order by account_id, patient_id`);
      // Every record since the fixture's release: the migrator runs what comes after the newest record, so
      // each of those migrations must be safe to run again.
      const forgotten = await rowsOf(
        db,
        sql`delete from drizzle.__drizzle_migrations where created_at >= ${FIRST_AFTER_FIXTURE_WHEN} returning id`,
      );
      expect(forgotten.length).toBeGreaterThan(0);

      await migrateToLatest(database);

      expect(await everyRow(db)).toEqual(after);
      expect(await rowsOf(db, sql`select * from patients order by id`)).toEqual(patientsBefore);
      expect(await rowsOf(db, sql`select * from patient_accounts order by account_id, patient_id`)).toEqual(linksBefore);
      expect((await rowsOf<{ n: number }>(db, HELD_BY_THEIR_ACCOUNT))[0]!.n).toBe(FIXTURE.appointments!.length);
    });
  },
);

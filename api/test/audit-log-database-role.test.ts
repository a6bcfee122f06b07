import { and, eq, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { recordAudit } from '../src/features/audit/record';
import { book, freeSlotFor, signInCast, type Cast } from './support/clinic';
import { createPostgresDatabase, startTestApp, type TestApp } from './support/harness';
import { API_ROLE, apiDatabaseEnv } from './support/postgres';

// Issue 34 point 7 (decision 47): on PostgreSQL the api works as a role that owns no table, as the deployment
// runs it: the owner migrates (MIGRATION_DATABASE_URL) and grants it rows only. Whatever the api can be
// made to run, a bug or an injected statement, cannot switch off, alter or drop the audit log's append-only
// triggers, nor truncate the log; and the api's ordinary work goes on. The harness starts every PostgreSQL
// test app this way; this suite checks the rights themselves, on the app's own connection.

const { TEST_DATABASE_URL } = process.env;
(TEST_DATABASE_URL ? describe : describe.skip)("the api's own PostgreSQL role", () => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp('postgres', { AUTH_RATE_LIMIT: '1000' });
    c = await signInCast(t);
  });
  afterAll(() => t?.close());

  /** The database's refusal of a statement run on the api's connection (Drizzle wraps it), or undefined when it ran. */
  const refusal = (statement: SQL) =>
    t.database.db.execute(statement).then(
      () => undefined,
      (error: Error) => error.cause as { code?: string; message?: string } | undefined,
    );

  test('cannot switch off, alter or drop the audit triggers, nor truncate the log; rows stay append-only', async () => {
    const { rows } = (await t.database.db.execute(sql`select current_user as role`)) as unknown as { rows: { role: string }[] };
    expect(rows[0]!.role).toBe(API_ROLE);
    const notOwner = { code: '42501', message: expect.stringMatching(/^must be owner of (table|relation) audit_log$/) };
    for (const statement of [
      sql`alter table audit_log disable trigger audit_log_no_change`,
      sql`alter table audit_log disable trigger all`,
      sql`drop trigger audit_log_no_truncate on audit_log`,
      sql`alter table audit_log rename to audit_log_old`,
      sql`drop table audit_log`,
    ])
      expect(await refusal(statement)).toEqual(expect.objectContaining(notOwner));
    // Nor rewrite the triggers' function: it may create nothing in the schema, and owns nothing there.
    expect(
      await refusal(
        sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$ begin return null; end $$`,
      ),
    ).toEqual(expect.objectContaining({ code: '42501' }));
    // Triggers off for the session is a superuser's setting.
    expect(await refusal(sql`set session_replication_role = replica`)).toEqual(
      expect.objectContaining({ code: '42501', message: 'permission denied to set parameter "session_replication_role"' }),
    );
    // No TRUNCATE right at all, before the trigger is even asked.
    expect(await refusal(sql`truncate audit_log`)).toEqual(
      expect.objectContaining({ code: '42501', message: 'permission denied for table audit_log' }),
    );
    // DELETE and UPDATE are rights it has (other tables need them): the trigger, still on, refuses them here.
    for (const [statement, op] of [
      [sql`delete from audit_log`, 'DELETE'],
      [sql`update audit_log set actor_id = 'someone else'`, 'UPDATE'],
    ] as const)
      expect(await refusal(statement)).toEqual(expect.objectContaining({ message: `The audit log is append-only: ${op} is refused` }));
  });

  test('still does its work: writes the log, signs in, books, and records staff actions', async () => {
    await recordAudit(t.database.db, {
      actorRole: 'system',
      actorId: 'test',
      action: 'message-retried',
      targetType: 'message',
      targetId: 'role',
    });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'role'))).toHaveLength(1);
    const booked = await book(t, c.asha, c.ananyaId, await freeSlotFor(t, c.asha, c.ananyaId));
    expect(booked.json()).toMatchObject({ success: true });
    const { appointmentId } = booked.json() as { appointmentId: string };
    const cancelled = await t.inject({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      headers: { atoken: c.admin },
      payload: { appointmentId },
    });
    expect(cancelled.statusCode).toBe(200);
    const recorded = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment-cancelled'), eq(auditLog.targetId, appointmentId)));
    expect(recorded).toHaveLength(1);
  });

  test("only the owner migrates: the api's role alone starts on a database the owner brought up to date, not on one behind", async () => {
    const replica = await startTestApp('pglite', { DATABASE_URL: t.config.databaseUrl! });
    await replica.close();
    const empty = await createPostgresDatabase();
    try {
      await expect(startTestApp('pglite', { DATABASE_URL: apiDatabaseEnv(empty.url).DATABASE_URL })).rejects.toThrow(
        "DATABASE_URL's role may not migrate this database and migrations are pending: set MIGRATION_DATABASE_URL to the tables' owner",
      );
    } finally {
      await empty.drop();
    }
  });

  test('will not start as a role that could act as the owner: the split would hold nothing', async () => {
    const owner = t.config.migrationDatabaseUrl!;
    await expect(startTestApp('pglite', { DATABASE_URL: owner, MIGRATION_DATABASE_URL: owner })).rejects.toThrow(
      /DATABASE_URL's role "[^"]+" can act as the owner of table \w+/,
    );
  });
});

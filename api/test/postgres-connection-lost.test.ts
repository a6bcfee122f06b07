import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { eventually } from './support/checkout';
import { privateDatabase, runSql, type ThrowawayDatabase } from './support/postgres';

/**
 * The server ends a connection the api holds in the middle of a transaction (a restart, a failover, an
 * administrator): that transaction fails and the process goes on. A checked-out client reports the loss on
 * itself, not on the pool, and an 'error' with no listener would end the whole api.
 */
const { TEST_DATABASE_URL } = process.env;
(TEST_DATABASE_URL ? describe : describe.skip)('a PostgreSQL connection lost mid-transaction', () => {
  let server: ThrowawayDatabase;
  let database: Database;
  const lost: Error[] = [];
  beforeAll(async () => {
    server = await privateDatabase('clinic_connection_lost');
    database = await openDatabase({ databaseUrl: server.url, dataDir: 'memory://', onConnectionError: (error) => lost.push(error) });
  });
  afterAll(async () => {
    await database?.close();
    await server?.drop();
  });

  test('fails that transaction, is reported, and the next query is answered on a new connection', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      await runSql(server.url, 'select pg_terminate_backend($1)', [rows[0]!.pid]);
      // Between two queries of the transaction, as when it awaits other work.
      await eventually(
        () => lost.length,
        (n) => n > 0,
        'the loss reported',
      );
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(lost[0]!.message).toMatch(/terminating connection/);
    const { rows } = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
    expect(rows).toEqual([{ answer: 42 }]);
  });
});

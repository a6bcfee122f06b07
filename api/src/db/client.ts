import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client, Pool } from 'pg';
import { sqlState } from '../http/errors';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /**
   * PostgreSQL only: the tables' owner. It migrates and grants `databaseUrl`'s role the rows, and its
   * connection closes before the api starts; the api then works as a role that cannot alter, drop, truncate
   * or switch off a trigger of any table (the audit log's append-only triggers above all). Unset: the
   * role of `databaseUrl` migrates too, and owns the tables.
   */
  migrationDatabaseUrl?: string;
  dataDir: string;
  /** PGlite only: start from a `dumpDataDir()` archive instead of an empty database (tests clone one). */
  pgliteDump?: Blob;
  /** Told when an idle PostgreSQL connection dies; the next query reports the failure itself. */
  onConnectionError?: (error: Error) => void;
  /**
   * The clinic's zone (CLINIC_TZ), set on every session as `clinic.time_zone`: the queries read each
   * appointment's wall clock from its instant in it (`appointment-times.ts`, migration 0033). Unset, the
   * database reads the spec's default zone.
   */
  clinicTz?: string;
}

/** The session setting migration 0030's `clinic_time_zone()` reads. */
const ZONE_SETTING = 'clinic.time_zone';

/**
 * PGlite's contrib extensions the migrations create (`btree_gist`, for the visits' exclusion constraints,
 * migration 0030): PGlite has an extension only when it is given at creation.
 */
async function pgliteExtensions() {
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  return { btree_gist };
}

/** Any number, as long as every process that migrates this database uses the same one. */
const MIGRATION_LOCK = 7_204_113;

/**
 * Committed migrations sit beside the bundle that runs (api/dist, gateway/dist) or, from source, in api/.
 * MIGRATIONS_DIR overrides both.
 */
function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'dist' ? path.join(here, 'drizzle') : path.join(here, '..', '..', 'drizzle');
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite in the data folder, and applies the migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

/**
 * A database that stops answering (frozen, or cut off without a reset) must not hold requests forever:
 * a request waits this long for a connection, and a query this long for its answer, then the api says
 * the service is unavailable (503). Every query of the api takes milliseconds; these are outages.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
export const QUERY_TIMEOUT_MS = 10_000;

/**
 * What the api's everyday role may do, granted by the owner after every migration (so a table a migration
 * adds is covered at once) and, for tables the owner makes by other means, by default. Rows only: no
 * TRUNCATE, REFERENCES or TRIGGER, and not being the owner it cannot ALTER, DROP or DISABLE TRIGGER. The
 * migrations' own bookkeeping (schema `drizzle`) stays the owner's; the role may only read it.
 */
function grantsTo(role: string): string[] {
  return [
    `grant usage on schema public to ${role}`,
    `grant select, insert, update, delete on all tables in schema public to ${role}`,
    `grant usage, select on all sequences in schema public to ${role}`,
    `alter default privileges in schema public grant select, insert, update, delete on tables to ${role}`,
    `alter default privileges in schema public grant usage, select on sequences to ${role}`,
    // Read only, so a process given this role alone can tell the owner has migrated (`upToDate`).
    `grant usage on schema drizzle to ${role}`,
    `grant select on drizzle.__drizzle_migrations to ${role}`,
  ];
}

async function openPostgres(url: string, { migrationDatabaseUrl, onConnectionError, clinicTz }: OpenOptions): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A connection's startup options: every session of the pool, and the migrating one, knows the clinic's zone.
  const options = clinicTz ? `-c ${ZONE_SETTING}=${clinicTz}` : undefined;
  const pool = new pg.Pool({
    connectionString: url,
    options,
    max: 20,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // A client that loses its server must not crash the process: an idle one reports on the pool, one checked
  // out (a transaction between two queries) on itself, and with no listener there Node throws.
  pool.on('error', (error) => onConnectionError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => onConnectionError?.(error)));
  // Several api processes may start at once against one database; one migrates, the others wait for as
  // long as that takes, so this is a connection of its own, without the pool's query timeout.
  const client = new pg.Client({ connectionString: migrationDatabaseUrl ?? url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, options });
  client.on('error', (error) => onConnectionError?.(error));
  try {
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() }).catch(async (error: unknown) => {
        // Given the api's own role alone (a further replica), a process may not migrate, nor need to once
        // the owner has: it starts on a database that is up to date, and is refused on one that is not.
        if (migrationDatabaseUrl || sqlState(error) !== '42501') throw error;
        if (!(await upToDate(client)))
          throw new Error(
            "DATABASE_URL's role may not migrate this database and migrations are pending: set MIGRATION_DATABASE_URL to the tables' owner",
            { cause: error },
          );
      });
      // Under the lock too: two processes granting on one table at once can fail ("tuple concurrently updated").
      if (migrationDatabaseUrl) await grantEverydayRole(client, pool);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      await client.end().catch(() => {});
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzle(pool, { schema });
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
}

/** Whether every committed migration is recorded as applied, as far as this connection may read. */
async function upToDate(client: Client): Promise<boolean> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const last = await client.query<{ last: string | null }>('select max(created_at) as last from drizzle.__drizzle_migrations').then(
    ({ rows }) => Number(rows[0]?.last ?? 0),
    () => undefined,
  );
  return last !== undefined && readMigrationFiles({ migrationsFolder: migrationsFolder() }).every((m) => m.folderMillis <= last);
}

/**
 * The owner (`owner`, connected) grants the everyday role (the pool's) the rows. A start where that role
 * could act as the tables' owner anyway (the owner itself, a member of its role, a superuser) is refused:
 * the split would hold nothing.
 */
async function grantEverydayRole(owner: Client, pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ role: string; owned: string | null }>(
    `select current_user as role,
       (select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') and pg_has_role(current_user, c.relowner, 'MEMBER')
         order by c.relname limit 1) as owned`,
  );
  const { role, owned } = rows[0]!;
  if (owned !== null)
    throw new Error(
      `DATABASE_URL's role "${role}" can act as the owner of table ${owned} (it is the owner, a member of the owner's role, or a superuser), ` +
        `so it could switch off the audit log's triggers. With MIGRATION_DATABASE_URL set, DATABASE_URL must be a role of its own that owns ` +
        `nothing (e.g. CREATE ROLE clinic_api LOGIN PASSWORD '…'); the api grants it the rows after migrating`,
    );
  for (const statement of grantsTo(owner.escapeIdentifier(role))) await owner.query(statement);
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const extensions = await pgliteExtensions();
  const client = await PGlite.create(
    inMemory ? undefined : options.dataDir,
    options.pgliteDump ? { loadDataDir: options.pgliteDump, extensions } : { extensions },
  );
  try {
    // PGlite is one session: set once, it holds for every query.
    if (options.clinicTz) await client.query(`select set_config('${ZONE_SETTING}', $1, false)`, [options.clinicTz]);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** A migrated (and, with `prepare`, seeded) in-memory PGlite, archived for cheap clones. */
export async function pgliteSnapshot(prepare?: (db: Db) => Promise<void>): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ extensions: await pgliteExtensions() });
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    await prepare?.(db as unknown as Db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: start from a `dumpDataDir()` archive instead of an empty database (tests clone one). */
  pgliteDump?: Blob;
  /** Told when an idle PostgreSQL connection dies; the next query reports the failure itself. */
  onConnectionError?: (error: Error) => void;
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
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onConnectionError) : openPglite(options);
}

/**
 * A database that stops answering (frozen, or cut off without a reset) must not hold requests forever:
 * a request waits this long for a connection, and a query this long for its answer, then the api says
 * the service is unavailable (503). Every query of the api takes milliseconds; these are outages.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
export const QUERY_TIMEOUT_MS = 10_000;

async function openPostgres(url: string, onConnectionError: OpenOptions['onConnectionError']): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Several api processes may start at once against one database; one migrates, the others wait for as
  // long as that takes, so this is a connection of its own, without the pool's query timeout.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', (error) => onConnectionError?.(error));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // A client that loses its server must not crash the process: an idle one reports on the pool, one checked
  // out (a transaction between two queries) on itself, and with no listener there Node throws.
  pool.on('error', (error) => onConnectionError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => onConnectionError?.(error)));
  const db = drizzle(pool, { schema });
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : options.dataDir, options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  try {
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
  const client = await PGlite.create();
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    await prepare?.(db as unknown as Db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

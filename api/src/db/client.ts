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

async function openPostgres(url: string, onConnectionError: OpenOptions['onConnectionError']): Promise<Database> {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 20 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', (error) => onConnectionError?.(error));
  try {
    // Several api processes may start at once against one database; one migrates, the others wait.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
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

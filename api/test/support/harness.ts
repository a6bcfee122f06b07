import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, loadConfig, type ApiConfig, type Database } from '../../src/app';
import { pgliteSnapshot } from '../../src/db/client';
import { seedDemo } from '../../src/seed/seed';
import { DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';
import { apiDatabaseEnv, createDatabase, ensureApiRole, uniqueName, type ThrowawayDatabase } from './postgres';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The database a suite runs on: PostgreSQL, the deployment's, when TEST_DATABASE_URL is set (as in CI),
 * else PGlite. The e2e suite runs the whole site on PGlite, as `npm start` does.
 */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
/**
 * Both, for the suites whose behaviour depends on the driver: migrations and seeding, unique violations
 * and races, transactions (PGlite has one connection and queues them), restarts, the message queue.
 */
export const DRIVER_DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  config: ApiConfig;
  database: Database;
  inject: (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

let seededDump: Promise<Blob> | undefined;
/** The seeded PGlite of global-setup (or, when a file runs without it, one made here once). */
export function seededPglite(): Promise<Blob> {
  const file = process.env.API_TEST_PGLITE_DUMP;
  seededDump ??= file
    ? Promise.resolve(new Blob([readFileSync(file)]))
    : pgliteSnapshot((db) => seedDemo(db, 'Asia/Kolkata').then(() => undefined));
  return seededDump;
}

/**
 * A database of its own on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it: empty, or with
 * `from`, a copy of global-setup's migrated (`migrated`) or migrated and seeded (`seeded`) template.
 */
export async function createPostgresDatabase(from?: 'migrated' | 'seeded'): Promise<ThrowawayDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = from === 'seeded' ? process.env.API_TEST_PG_SEEDED : from === 'migrated' ? process.env.API_TEST_PG_MIGRATED : undefined;
  // The role the api works as there (`startTestApp`).
  await ensureApiRole(adminUrl);
  return createDatabase(adminUrl, uniqueName('clinic_test'), template);
}

/**
 * How the api connects to its new PostgreSQL database `ownerUrl`, as in the deployment: the owner migrates
 * (`MIGRATION_DATABASE_URL`) and the api works as a role that owns nothing (`DATABASE_URL`). A test that
 * names a `DATABASE_URL` (a second process on another one's database, which needs no migration) keeps it.
 */
const databaseEnv = (ownerUrl: string | undefined, env: Record<string, string>) =>
  ownerUrl && !env.DATABASE_URL ? apiDatabaseEnv(ownerUrl) : {};

/**
 * A migrated api with the demo data on a database of its own: a copy of the seeded PGlite, or a new
 * PostgreSQL database (dropped on close), which the api uses as its own role, not as the owner.
 * `seed: false` starts from an empty database.
 */
export async function startTestApp(kind: DatabaseKind, env: Record<string, string> = {}, { seed = true } = {}): Promise<TestApp> {
  let ownerUrl: string | undefined;
  let drop = async () => {};
  // The template was seeded in the default zone; a clinic elsewhere is seeded in its own, as before.
  const template = !seed ? 'migrated' : !env.CLINIC_TZ || env.CLINIC_TZ === DEFAULT_CLINIC_TZ ? 'seeded' : undefined;
  if (kind === 'postgres') ({ url: ownerUrl, drop } = await createPostgresDatabase(template));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    SEED_DEMO: String(seed),
    // The message engine's timer stays off unless a test turns it on (the messages tests drive it).
    MESSAGE_POLL_MS: '0',
    // Tests open far more accounts in an hour than a clinic sees; the budget's own test sets it low.
    NEW_ACCOUNT_BOOKINGS_PER_HOUR: '1000000',
    // Suites book several slots with accounts that never open their e-mail; the cap's own test sets it.
    UNVERIFIED_ACTIVE_BOOKINGS: '10000',
    ...databaseEnv(ownerUrl, env),
    ...env,
  });
  let database!: Database;
  try {
    const app = await buildApp(config, {
      pgliteDump: kind === 'pglite' && seed ? await seededPglite() : undefined,
      onDatabase: (d) => (database = d),
    });
    await app.ready();
    return {
      app,
      config,
      database,
      inject: (options) => app.inject(options),
      close: async () => {
        await app.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

export async function login(t: Pick<TestApp, 'inject'>, path: string, email: string, password: string): Promise<string> {
  const res = await t.inject({ method: 'POST', url: path, payload: { email, password } });
  const body = res.json() as { token?: string; message: string };
  if (!body.token) throw new Error(`login at ${path} failed: ${body.message}`);
  return body.token;
}

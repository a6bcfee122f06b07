import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The server CI always provides; a run without TEST_DATABASE_URL uses the machine's own rather than skipping. */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function runSql(url: string, statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows;
  } finally {
    await client.end();
  }
}

/** `<prefix>_<16 hex>`: a name no other run on this server picks. */
export const uniqueName = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

export interface ThrowawayDatabase {
  url: string;
  /** Removes it even with clients still connected. */
  drop: () => Promise<void>;
}

const plainName = (name: string) => {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`${name} is not a plain database name`);
  return name;
};

/** Drops a database of the test server, even with clients still connected. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await runSql(adminUrl, `drop database if exists ${plainName(name)} with (force)`);
}

/**
 * A database of its own on the server of `adminUrl`, made afresh (one left by an earlier run is dropped);
 * `template`: a copy of that database (a file copy on the server, far cheaper than migrating and seeding).
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<ThrowawayDatabase> {
  const drop = () => dropDatabase(adminUrl, name);
  await drop();
  await runSql(adminUrl, template ? `create database ${name} template ${plainName(template)}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}

/**
 * The api's everyday role on the test server, as in the deployment (issue 34 point 7): the test server's
 * user (the owner) migrates, and the api works as this role, which owns nothing. A password, so a server
 * that asks for one lets it in as well as one that trusts local connections.
 */
export const API_ROLE = 'clinic_api';
const API_ROLE_PASSWORD = 'clinic-api-test';

const rolesMade = new Map<string, Promise<void>>();

/**
 * Makes the api's role on the server of `adminUrl` if no one has: once per worker, and safe when workers (or
 * two runs) race to it, as `CREATE ROLE` then fails with "already exists" (42710) or, inserted at the same
 * moment, with a unique violation (23505). Roles belong to the server, not to a database: it is never dropped.
 */
export function ensureApiRole(adminUrl: string): Promise<void> {
  const server = new URL(adminUrl).host;
  let made = rolesMade.get(server);
  if (!made) {
    made = runSql(
      adminUrl,
      `do $$ begin
         if not exists (select from pg_roles where rolname = '${API_ROLE}') then
           create role ${API_ROLE} login password '${API_ROLE_PASSWORD}';
         end if;
       end $$`,
    ).then(
      () => undefined,
      (error: { code?: string }) => {
        if (error.code !== '42710' && error.code !== '23505') throw error;
      },
    );
    made.catch(() => rolesMade.delete(server));
    rolesMade.set(server, made);
  }
  return made;
}

/**
 * The api's environment for a database of the test server whose owner connects with `ownerUrl`, the
 * deployment's way: migrations as the owner (`MIGRATION_DATABASE_URL`), everything else as `API_ROLE`
 * (made beforehand with `ensureApiRole`).
 */
export function apiDatabaseEnv(ownerUrl: string): { DATABASE_URL: string; MIGRATION_DATABASE_URL: string } {
  const api = new URL(ownerUrl);
  api.username = API_ROLE;
  api.password = API_ROLE_PASSWORD;
  return { DATABASE_URL: api.toString(), MIGRATION_DATABASE_URL: ownerUrl };
}

/** A database of this test's own on the test server. */
export const privateDatabase = (prefix: string, adminUrl = ADMIN_URL) => createDatabase(adminUrl, uniqueName(prefix));

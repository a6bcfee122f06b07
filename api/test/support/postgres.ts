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

/** A database of this test's own on the test server. */
export const privateDatabase = (prefix: string, adminUrl = ADMIN_URL) => createDatabase(adminUrl, uniqueName(prefix));

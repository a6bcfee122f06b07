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

/** A database of this test's own on the server of `adminUrl`; `drop` removes it even with clients still on it. */
export async function privateDatabase(prefix: string, adminUrl = ADMIN_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await runSql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await runSql(adminUrl, `drop database if exists ${name} with (force)`)) };
}

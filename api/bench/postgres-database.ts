// A throwaway database on a PostgreSQL server, when one is reachable.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export async function createBenchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const name = `clinic_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await run(`create database ${name}`);
  } catch {
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

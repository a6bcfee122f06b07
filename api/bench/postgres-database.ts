// A throwaway database on a PostgreSQL server, when one is reachable.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** `name` (a bench-private one such as clinic_bench_million) is dropped first if it exists; by default a fresh random name. */
export async function createBenchDatabase(adminUrl: string, name = `clinic_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`): Promise<BenchDatabase | undefined> {
  if (!/^clinic_bench_[a-z0-9_]+$/.test(name)) throw new Error(`${name}: bench databases are named clinic_bench_*`);
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
    await run(`drop database if exists ${name} with (force)`);
    await run(`create database ${name}`);
  } catch {
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

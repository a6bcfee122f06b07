// A throwaway database on a PostgreSQL server, when one is reachable (the tests' helper, with bench names).
import { randomUUID } from 'node:crypto';
import { createDatabase, type ThrowawayDatabase } from '../test/support/postgres';

export type BenchDatabase = ThrowawayDatabase;

/** `name` (a bench-private one such as clinic_bench_million) is dropped first if it exists; by default a fresh random name. */
export async function createBenchDatabase(
  adminUrl: string,
  name = `clinic_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`,
): Promise<BenchDatabase | undefined> {
  if (!/^clinic_bench_[a-z0-9_]+$/.test(name)) throw new Error(`${name}: bench databases are named clinic_bench_*`);
  return createDatabase(adminUrl, name).catch(() => undefined);
}

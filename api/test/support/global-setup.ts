import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase, pgliteSnapshot } from '../../src/db/client';
import { seedDemo } from '../../src/seed/seed';
import { DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';
import { createDatabase, uniqueName } from './postgres';

/**
 * Migrates and seeds one database of each kind for the run; test apps start from a copy of it (a PGlite
 * dump, ≈0.5 s; a PostgreSQL template, ≈0.1 s) instead of migrating and seeding again (≈2 s each). Also
 * bundles the api once for the suites that start it as a process (`buildApi`).
 */
export default async function globalSetup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-api-test-'));
  const file = path.join(dir, 'seeded.tar');
  // The suites that run the api in a process of its own share one bundle of it, made beside the seeding.
  const [dump, bundle] = await Promise.all([pgliteSnapshot((db) => seedDemo(db, DEFAULT_CLINIC_TZ).then(() => undefined)), bundleApi()]);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Workers inherit the environment of the process that starts them.
  process.env.API_TEST_PGLITE_DUMP = file;
  process.env.API_TEST_BUNDLE = bundle;

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  for (const [variable, seed] of [
    ['API_TEST_PG_MIGRATED', false],
    ['API_TEST_PG_SEEDED', true],
  ] as const) {
    const template = await createDatabase(adminUrl, uniqueName(seed ? 'clinic_template_seeded' : 'clinic_template_migrated'));
    const database = await openDatabase({ databaseUrl: template.url, dataDir: 'memory://' });
    try {
      if (seed) await seedDemo(database.db, DEFAULT_CLINIC_TZ);
    } finally {
      await database.close();
    }
    process.env[variable] = new URL(template.url).pathname.slice(1);
  }
}

/**
 * `buildApi`'s bundle (api-process.ts), made in a child process: jest loads this file as CommonJS, which cannot
 * import build.mjs. Returns the path of its server.mjs; the global teardown removes its folder.
 */
async function bundleApi(): Promise<string> {
  const api = path.join(__dirname, '..', '..');
  const cache = path.join(api, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dist = path.join(mkdtempSync(path.join(cache, 'reliability-')), 'dist');
  const script = `import { buildServer } from ${JSON.stringify(pathToFileURL(path.join(api, 'build.mjs')).href)}; await buildServer(${JSON.stringify(dist)});`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: api });
  return path.join(dist, 'server.mjs');
}

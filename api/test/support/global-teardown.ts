import { rmSync } from 'node:fs';
import path from 'node:path';
import { dropDatabase } from './postgres';

export default async function globalTeardown() {
  const file = process.env.API_TEST_PGLITE_DUMP;
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
  // API_TEST_BUNDLE is <dir>/dist/server.mjs (bundleApi).
  const bundle = process.env.API_TEST_BUNDLE;
  if (bundle) rmSync(path.dirname(path.dirname(bundle)), { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  for (const name of [process.env.API_TEST_PG_MIGRATED, process.env.API_TEST_PG_SEEDED])
    if (adminUrl && name) await dropDatabase(adminUrl, name);
}

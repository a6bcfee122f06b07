import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgliteSnapshot } from '../../src/db/client';
import { seedDemo } from '../../src/seed/seed';
import { DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';

/** Migrates and seeds one PGlite for the run; test apps clone it (≈0.5 s) instead of starting over. */
export default async function globalSetup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-api-test-'));
  const file = path.join(dir, 'seeded.tar');
  const dump = await pgliteSnapshot((db) => seedDemo(db, DEFAULT_CLINIC_TZ).then(() => undefined));
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Workers inherit the environment of the process that starts them.
  process.env.API_TEST_PGLITE_DUMP = file;
}

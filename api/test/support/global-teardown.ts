import { rmSync } from 'node:fs';
import path from 'node:path';

export default async function globalTeardown() {
  const file = process.env.API_TEST_PGLITE_DUMP;
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}

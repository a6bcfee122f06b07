import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/db/client';
import type { DatabaseKind } from './harness';
import { ADMIN_URL, apiDatabaseEnv, ensureApiRole, privateDatabase } from './postgres';

/** A database that outlives the api process using it: what a restarted api starts on, and what the test reads after. */
export interface RestartableDatabase {
  /** The api's environment for this database. */
  env: Record<string, string>;
  /** Opens it from the test (as the owner; for PGlite, only once no api holds its folder). */
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}

/** A PostgreSQL database of its own (`prefix`_…), or a PGlite folder on disk under a temporary `prefix`-… directory. */
export async function restartableDatabase(kind: DatabaseKind, prefix: string): Promise<RestartableDatabase> {
  if (kind === 'postgres') {
    await ensureApiRole(ADMIN_URL);
    const { url, drop } = await privateDatabase(prefix);
    return {
      // The api as in the deployment: the owner migrates, the api works as a role that owns nothing.
      env: { ...apiDatabaseEnv(url), DATA_DIR: 'memory://' },
      open: () => openDatabase({ databaseUrl: url, dataDir: 'memory://' }),
      drop,
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const dataDir = path.join(dir, 'pglite');
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

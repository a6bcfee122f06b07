import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../src/db/client';

/** The committed migrations, as the api applies them. */
export const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

type Journal = { entries: { tag: string; when: number }[] };
export const readJournal = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The migrations folder as a release before had it: the same files, the journal cut before `tag`. */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journal = readJournal(dir);
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

/** A database (PGlite in memory, or the PostgreSQL one at `databaseUrl`) migrated only as far as `dir` goes. */
export async function openMigratedTo(dir: string, databaseUrl?: string): Promise<Database> {
  process.env.MIGRATIONS_DIR = dir;
  try {
    return await openDatabase({ dataDir: 'memory://', databaseUrl });
  } finally {
    delete process.env.MIGRATIONS_DIR;
  }
}

/** Applies the migrations `database` has not had yet, as the api's next start would. */
export async function migrateToLatest(database: Database): Promise<void> {
  const { migrate } = await import(database.driver === 'pglite' ? 'drizzle-orm/pglite/migrator' : 'drizzle-orm/node-postgres/migrator');
  await migrate(database.db as never, { migrationsFolder: MIGRATIONS });
}

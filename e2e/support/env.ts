import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Scratch space of one run: the database, the remotes file and published releases. */
export const TMP_DIR = process.env.E2E_TMP_DIR ?? path.join(__dirname, '..', '.tmp');
export const REMOTES_FILE = path.join(TMP_DIR, 'remotes.json');
export const RELEASES_DIR = path.join(TMP_DIR, 'releases');
export const REPO_ROOT = path.join(__dirname, '..', '..');

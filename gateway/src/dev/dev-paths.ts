import path from 'node:path';
import { REMOTE_APPS, REPO_ROOT } from '../paths';

/**
 * Everything `npm run dev` writes: the development builds, the api's bundle and its own PGlite database
 * (never npm start's `.data/`, which one process at a time may open). Under node_modules/.cache, which
 * git, docker, eslint and turbo already leave alone; delete it to start over. Another folder (DEV_DIR)
 * must be inside the repository too: the api's bundle finds its packages in node_modules from there.
 */
export const DEV_DIR = path.resolve(process.env.DEV_DIR ?? path.join(REPO_ROOT, 'node_modules', '.cache', 'clinic-dev'));

/** A scratch dev folder for a test or a benchmark: a cold start that meets no one's builds or database. */
export const SCRATCH_PARENT = path.join(REPO_ROOT, 'node_modules', '.cache');

export interface DevFrontend {
  /** The workspace folder, e.g. `mf-public`. */
  dir: string;
  /** Where the site serves its files: `/` for the shell, `/mf/<name>/` for a remote (as npm start does). */
  mount: string;
  /** Where its development build is written. */
  out: string;
}

export const devFrontends = (devDir = DEV_DIR): DevFrontend[] =>
  [{ dir: 'shell', mount: '/' }, ...REMOTE_APPS].map(({ dir, mount }) => ({ dir, mount, out: path.join(devDir, dir) }));

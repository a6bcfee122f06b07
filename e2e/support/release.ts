import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASES_DIR, REMOTES_FILE, REPO_ROOT } from './env';

/**
 * Builds a copy of a remote's workspace with one source edit, using the remote's own webpack config,
 * as a developer's changed release would be built. Returns the folder holding the new build.
 */
export function buildChangedRemote(appDir: string, file: string, from: string, to: string): string {
  // Inside the repo wherever E2E_TMP_DIR points: webpack-cli loads the copy's webpack.config.ts, whose
  // imports resolve from the copy's folder up, to the repo's node_modules.
  const work = path.join(REPO_ROOT, 'e2e', '.tmp-builds', `${appDir}-${process.env.TEST_PARALLEL_INDEX ?? 0}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.ts']) {
    cpSync(path.join(REPO_ROOT, appDir, entry), path.join(work, entry), { recursive: true });
  }
  const source = path.join(work, file);
  const original = readFileSync(source, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(source, original.replace(from, to));
  execFileSync(path.join(REPO_ROOT, appDir, 'node_modules/.bin/webpack-cli'), ['--mode', 'production'], { cwd: work, stdio: 'pipe' });
  return path.join(work, 'dist');
}

/** Runs `npm run release` (scripts/release.mjs) against this run's releases folder and remotes file. */
export function releaseScript(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'release.mjs'), ...args], {
    env: { ...process.env, RELEASES_DIR, REMOTES_FILE },
    encoding: 'utf8',
  });
}

/** Points the site's remotes.json at the given manifests (`{}`: every remote back to its default). */
export function pointRemotes(overrides: Record<string, string>) {
  writeFileSync(REMOTES_FILE, JSON.stringify(overrides, null, 2));
}

import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.join(__dirname, '..', '..');
export const NGINX_DIR = path.join(REPO_ROOT, 'deploy', 'nginx');

/** Runs a real tool and keeps what it printed; a missing tool fails with the package that provides it. */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd: options.cwd ?? REPO_ROOT, env: options.env ?? process.env, encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(`${command} is not installed; .ci/run installs it from apt (docker-compose, nginx-light, gettext-base)`);
  }
  return result;
}

/** A scratch folder nginx's workers can read too. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

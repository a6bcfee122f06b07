// `npm run release -- <remote> --compose …`: the same release and rollback for a docker compose deployment.
// A remote's image is built once per version (clinic/<remote>:<version>); its container publishes that
// version beside the earlier ones on its volume, and the shell's container writes remotes.json from
// MF_<NAME>_VERSION at start. The version in force is kept in the compose project's `.env`, so a plain
// `docker compose up -d` later keeps it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { versionBefore } from './release-history.mjs';

const versionVariable = (remote) => `MF_${remote.replace(/^mf-/, '').toUpperCase()}_VERSION`;

function readEnvFile(file) {
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
    : [];
}

/** Sets one `NAME=value` line of `.env`, keeping every other line (the operator's secrets) as it was. */
function setEnv(file, name, value) {
  const lines = readEnvFile(file).filter((line) => !line.startsWith(`${name}=`));
  lines.push(`${name}=${value}`);
  writeFileSync(`${file}.tmp`, `${lines.join('\n')}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

export function composeVersion(projectDir, remote) {
  const line = readEnvFile(path.join(projectDir, '.env')).find((l) => l.startsWith(`${versionVariable(remote)}=`));
  return line ? line.slice(line.indexOf('=') + 1) : '1';
}

/** Runs one `docker compose` command in the project with the remote's version set. */
function compose(projectDir, remote, version, args) {
  console.log(`$ ${versionVariable(remote)}=${version} docker compose ${args.join(' ')}`);
  execFileSync('docker', ['compose', ...args], {
    cwd: projectDir,
    stdio: 'inherit',
    env: { ...process.env, [versionVariable(remote)]: version },
  });
}

const historyFile = (projectDir, remote) => path.join(projectDir, '.releases', 'compose', `${remote}.json`);

/** Every version the remote's container has published, in the order they were switched to. */
export function composeHistory(projectDir, remote) {
  const file = historyFile(projectDir, remote);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).map((h) => h.version) : [];
}

function record(projectDir, remote, version) {
  const file = historyFile(projectDir, remote);
  const history = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  history.push({ version, at: new Date().toISOString() });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(history, null, 2)}\n`);
}

/** Builds and starts a new version of one remote, then points the shell at it. */
export function composeRelease(projectDir, remote, version) {
  // The version is an image tag and a path segment.
  if (!/^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/.test(version))
    throw new Error(`${version} is not a valid version: use letters, digits, '.', '_' and '-'`);
  const current = composeVersion(projectDir, remote);
  if (composeHistory(projectDir, remote).includes(version) || version === current) {
    throw new Error(`${remote} ${version} is already published; releases are never overwritten`);
  }
  // The version the deployment started with is where the first rollback goes.
  if (!composeHistory(projectDir, remote).length) record(projectDir, remote, current);
  compose(projectDir, remote, version, ['build', remote]);
  compose(projectDir, remote, version, ['up', '-d', '--no-deps', remote]);
  switchShell(projectDir, remote, version);
}

/** Points the shell at a version already published on the remote's volume: no build, one restart. */
export function switchShell(projectDir, remote, version) {
  compose(projectDir, remote, version, ['up', '-d', '--no-deps', '--force-recreate', 'shell']);
  setEnv(path.join(projectDir, '.env'), versionVariable(remote), version);
  record(projectDir, remote, version);
  console.log(`${remote} now served at /mf/${remote.replace(/^mf-/, '')}/${version}/`);
}

export function composePreviousVersion(projectDir, remote) {
  return versionBefore(composeHistory(projectDir, remote), composeVersion(projectDir, remote));
}

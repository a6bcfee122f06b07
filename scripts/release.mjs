#!/usr/bin/env node
// Releases one remote on its own: `npm run release -- mf-patient` builds it (the federation contract check
// runs in its build), publishes the build under `<RELEASES_DIR>/<remote>/<version>/` and points
// `remotes.json` at it. The shell is never rebuilt; the next page load uses the new version.
//
//   npm run release -- mf-patient                  build, publish as a new version, switch to it
//   npm run release -- mf-patient --rollback       switch back to the version before the current one; from the
//                                                  first release, back to the build served beside the shell
//   npm run release -- mf-patient --to <version>   switch to any published version (`shell-build`: the shell's)
//   npm run release -- mf-patient --list           show the published versions and the current one
//   --from <dist> publishes an existing build instead of building; --version <v> names the new version.
//   --compose does the same for a docker compose deployment (scripts/compose-release.mjs; COMPOSE_DIR).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { versionBefore } from './release-history.mjs';
import { composeHistory, composePreviousVersion, composeRelease, composeVersion, switchShell } from './compose-release.mjs';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// The one list of remotes is TypeScript (shared/src/federation/remotes.ts); tsx reads it as the builds do.
const { REMOTE_LIST } = await tsImport('../shared/src/federation/remotes.ts', import.meta.url);
/** Workspace folder → federation name: `mf-patient` → `mf_patient`. */
const REMOTES = Object.fromEntries(REMOTE_LIST.map((remote) => [remote.dir, remote.name]));
const MOUNTS = Object.fromEntries(REMOTE_LIST.map((remote) => [remote.name, remote.mount]));

/**
 * Not a published version: the remote's build that came with the shell, served at its mount while
 * remotes.json names no release of it. The first release's rollback returns to it.
 */
export const SHELL_BUILD = 'shell-build';

export function releasePaths(env = process.env) {
  const releasesDir = path.resolve(env.RELEASES_DIR ?? path.join(ROOT, '.releases'));
  return { releasesDir, remotesFile: path.resolve(env.REMOTES_FILE ?? path.join(releasesDir, 'remotes.json')) };
}

const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback);
const manifestUrl = (remote, version) => `/releases/${remote}/${version}/mf-manifest.json`;

function writeRemotes(paths, remotes) {
  mkdirSync(path.dirname(paths.remotesFile), { recursive: true });
  // Written beside and renamed over: the gateway, reading it on every request, never sees half a file.
  writeFileSync(`${paths.remotesFile}.tmp`, `${JSON.stringify(remotes, null, 2)}\n`);
  renameSync(`${paths.remotesFile}.tmp`, paths.remotesFile);
}

/** Every switch is recorded, so a rollback knows what came before. */
function pointAt(paths, remote, version) {
  const remotes = readJson(paths.remotesFile, {});
  remotes[remote] = manifestUrl(remote, version);
  writeRemotes(paths, remotes);
  const historyFile = path.join(paths.releasesDir, remote, 'history.json');
  const history = readJson(historyFile, []);
  history.push({ version, at: new Date().toISOString() });
  writeFileSync(historyFile, `${JSON.stringify(history, null, 2)}\n`);
  return remotes[remote];
}

export function currentVersion(paths, remote) {
  const url = readJson(paths.remotesFile, {})[remote];
  return url?.match(/^\/releases\/[^/]+\/([^/]+)\/mf-manifest\.json$/)?.[1];
}

export function publishedVersions(paths, remote) {
  const dir = path.join(paths.releasesDir, remote);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];
}

/** Publishes `dist` as a new version (never over an old one) and switches to it. */
export function publishAndSwitch(paths, remote, version, dist) {
  if (version === SHELL_BUILD) throw new Error(`${SHELL_BUILD} names the build served beside the shell; choose another version`);
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} holds no mf-manifest.json; build the remote first`);
  const target = path.join(paths.releasesDir, remote, version);
  if (existsSync(target)) throw new Error(`${remote} ${version} is already published; releases are never overwritten`);
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(dist, target, { recursive: true });
  return pointAt(paths, remote, version);
}

/** Switches to a published version (`--to <version>`, or the one before the current: `--rollback`), or to `SHELL_BUILD`. */
export function switchTo(paths, remote, version) {
  if (version === SHELL_BUILD) return serveShellBuild(paths, remote);
  if (!publishedVersions(paths, remote).includes(version)) throw new Error(`${remote} ${version} is not published`);
  return pointAt(paths, remote, version);
}

/** Drops the remote from remotes.json, so the gateway serves the build beside the shell again (its default). */
function serveShellBuild(paths, remote) {
  const remotes = readJson(paths.remotesFile, {});
  delete remotes[remote];
  writeRemotes(paths, remotes);
  return `${MOUNTS[remote]}mf-manifest.json (the build served beside the shell)`;
}

/**
 * The version a rollback goes to: the one published before the current one, or the shell's own build from
 * the first release. Nothing while the shell's build is served, since it came before every release.
 */
export function previousVersion(paths, remote) {
  const current = currentVersion(paths, remote);
  if (current === undefined) return undefined;
  const history = readJson(path.join(paths.releasesDir, remote, 'history.json'), []).map((h) => h.version);
  return history[0] === current ? SHELL_BUILD : versionBefore(history, current);
}

function main(argv) {
  const [app, ...rest] = argv;
  const remote = REMOTES[app];
  if (!remote)
    throw new Error(
      `Usage: npm run release -- <${Object.keys(REMOTES).join('|')}> [--rollback | --to <version> | --list | --from <dist> --version <v>]`,
    );
  const flag = (name) => (rest.includes(name) ? (rest[rest.indexOf(name) + 1] ?? '') : undefined);
  const paths = releasePaths();
  const newVersion = () => flag('--version') || new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');

  if (rest.includes('--compose')) {
    const projectDir = path.resolve(process.env.COMPOSE_DIR ?? ROOT);
    const current = composeVersion(projectDir, app);
    if (rest.includes('--list')) {
      const history = composeHistory(projectDir, app);
      for (const v of [...new Set(history.length ? history : [current])]) console.log(`${v === current ? '*' : ' '} ${v}`);
      return;
    }
    if (rest.includes('--rollback') || flag('--to')) {
      const version = flag('--to') || composePreviousVersion(projectDir, app);
      if (!version) throw new Error(`${app} has no earlier release to roll back to`);
      if (!composeHistory(projectDir, app).includes(version)) throw new Error(`${app} ${version} is not published`);
      switchShell(projectDir, app, version);
      return;
    }
    composeRelease(projectDir, app, newVersion());
    return;
  }
  if (rest.includes('--list')) {
    const current = currentVersion(paths, remote);
    for (const v of publishedVersions(paths, remote)) console.log(`${v === current ? '*' : ' '} ${v}`);
    if (!current) console.log('* (the build served beside the shell)');
    return;
  }
  if (rest.includes('--rollback') || flag('--to')) {
    const version = flag('--to') || previousVersion(paths, remote);
    if (!version && currentVersion(paths, remote) === undefined)
      throw new Error(`${remote} is served from the build beside the shell, which came before every release: nothing to roll back to`);
    if (!version) throw new Error(`${remote} has no earlier release to roll back to`);
    console.log(`${remote} now served from ${switchTo(paths, remote, version)}`);
    return;
  }
  let dist = flag('--from');
  if (!dist) {
    execFileSync('npm', ['run', 'build', '-w', `@clinic/${app}`], { cwd: ROOT, stdio: 'inherit' });
    dist = path.join(ROOT, app, 'dist');
  }
  const version = newVersion();
  console.log(`${remote} ${version} published; now served from ${publishAndSwitch(paths, remote, version, path.resolve(dist))}`);
  console.log(`remotes.json: ${paths.remotesFile}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

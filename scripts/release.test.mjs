// `npm run release` as whoever runs the site types it: publish, roll back, list (the journey with a real
// build and the gateway is e2e/tests/foundation-release.spec.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'release.mjs');
let dir;
let env;

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-test-'));
  env = { ...process.env, RELEASES_DIR: path.join(dir, 'releases'), REMOTES_FILE: path.join(dir, 'releases', 'remotes.json') };
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), '{}');
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** The script's output, or what it said on failing. */
function release(...args) {
  try {
    return { ok: true, said: execFileSync(process.execPath, [SCRIPT, 'mf-public', ...args], { env, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    return { ok: false, said: error.stderr };
  }
}
const remotes = () => JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8'));

test("a remote's first release rolls back to the build served with the shell, and no further", () => {
  assert.ok(release('--from', path.join(dir, 'dist'), '--version', '1.0').ok);
  assert.deepEqual(remotes(), { mf_public: '/releases/mf_public/1.0/mf-manifest.json' });

  const back = release('--rollback');
  assert.ok(back.ok, back.said);
  assert.match(back.said, /mf_public now served from \/mf\/public\/mf-manifest\.json \(the build served beside the shell\)/);
  // No entry: the gateway (gateway/src/remotes-config.ts) serves its default, the build beside the shell.
  assert.deepEqual(remotes(), {});
  assert.match(release('--list').said, /^ {2}1\.0\n\* \(the build served beside the shell\)\n$/);

  const again = release('--rollback');
  assert.equal(again.ok, false);
  assert.match(again.said, /served from the build beside the shell, which came before every release: nothing to roll back to/);

  // Forward again by name, then a second release walks back through the first to the shell's build.
  assert.ok(release('--to', '1.0').ok);
  assert.ok(release('--from', path.join(dir, 'dist'), '--version', '2.0').ok);
  assert.match(release('--rollback').said, /\/releases\/mf_public\/1\.0\/mf-manifest\.json/);
  assert.match(release('--rollback').said, /the build served beside the shell/);
  assert.deepEqual(remotes(), {});
  assert.equal(release('--from', path.join(dir, 'dist'), '--version', 'shell-build').ok, false);
});

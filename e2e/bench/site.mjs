// The built site (gateway: api + every frontend on one port), started the way the e2e suite starts it,
// on the bench's own port and scratch folder, so it never meets a test run's database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const gateway = path.join(here, '..', '..', 'gateway', 'dist', 'gateway.mjs');

export async function startSite(port) {
  if (!existsSync(gateway)) throw new Error(`${gateway} is missing: run \`npm run build\` first`);
  const tmp = mkdtempSync(path.join(tmpdir(), 'clinic-bench-site-'));
  const child = spawn(process.execPath, [path.join(here, '..', 'support', 'start-gateway.mjs')], {
    env: { ...process.env, PORT: String(port), E2E_TMP_DIR: tmp, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(tmp, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode} (is port ${port} free?)`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the site did not start within two minutes');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop };
}

export async function login(url, role, email, password) {
  const res = await fetch(`${url}/api/${role === 'patient' ? 'user' : role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`${role} login failed: ${body.message}`);
  return body.token;
}

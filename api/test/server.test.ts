import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildServer } from '../build.mjs';

/** The bundle as it is deployed: `node dist/server.mjs`, started from a directory that is not api/. */
describe('the built server', () => {
  // Built inside the package (where its npm dependencies resolve), in a cache folder git ignores.
  const cache = fileURLToPath(new URL('../node_modules/.cache', import.meta.url));
  mkdirSync(cache, { recursive: true });
  const build = mkdtempSync(path.join(cache, 'server-test-'));
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'clinic-server-'));
  const bundle = path.join(build, 'dist', 'server.mjs');
  beforeAll(() => buildServer(path.join(build, 'dist')), 60_000);
  afterAll(() => [build, elsewhere].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const start = (env: Record<string, string>) => {
    const child = spawn(process.execPath, [bundle], {
      cwd: elsewhere,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  };
  // A fresh data folder is migrated and seeded (images made with sharp) before it listens: slow beside CI's other stages.
  const waitFor = async (check: () => boolean, ms = 60_000) => {
    for (const end = Date.now() + ms; Date.now() < end;) {
      if (check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  };

  test('refuses to start in production without its secrets, and says which', async () => {
    const server = start({ NODE_ENV: 'production', DATA_DIR: 'memory://' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('The api could not start: In production the api needs JWT_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD');
  });

  test('refuses a hop-count TRUST_PROXY, which would put every client behind the proxy in one login limit', async () => {
    const server = start({ DATA_DIR: 'memory://', TRUST_PROXY: '1' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('The api could not start: TRUST_PROXY=1 is a hop count');
    expect(server.output()).toContain('Set TRUST_PROXY to the address or network of the proxy in front');
  });

  test('starts on a fresh data folder, prints the demo logins, serves the doctors and stops on SIGTERM', async () => {
    let server: { child: ChildProcess; exited: Promise<number | null>; output: () => string } | undefined;
    try {
      server = start({ DATA_DIR: path.join(elsewhere, 'data'), PORT: '0', HOST: '127.0.0.1' });
      await waitFor(() => /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.test(server!.output()));
      const output = server.output();
      expect(output).toContain('Demo admin login:   admin@sunrisehearing.in / Admin@12345');
      expect(output).toContain('Demo patient login: patient@sunrisehearing.in / Patient@12345');
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1];
      const res = await fetch(`http://127.0.0.1:${port}/api/doctor/list`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { doctors: unknown[] }).doctors).toHaveLength(12);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('closed');
    } finally {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 90_000);
});

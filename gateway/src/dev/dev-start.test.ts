import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { isListening } from './api-proxy';
import { SCRATCH_PARENT } from './dev-paths';

// `npm run dev` itself, from a cold start (its own empty dev folder and database): about 25 s on the
// 2-core machine, most of it the five first builds.
const START_TIMEOUT_MS = 150_000;
// Stopping writes the five builds' webpack caches to disk: over 30 s once, beside the other stages.
const STOP_TIMEOUT_MS = 120_000;

mkdirSync(SCRATCH_PARENT, { recursive: true });
const devDir = mkdtempSync(path.join(SCRATCH_PARENT, 'clinic-dev-start-'));
let dev: ChildProcess;
let url: string;
let output = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  dev = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/dev/dev.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_OPTIONS: '', DEV_PORT: String(await freePort()), DEV_DIR: devDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /is running at (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    dev.stdout!.on('data', read);
    dev.stderr!.on('data', read);
    dev.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
  });
}, START_TIMEOUT_MS);

afterAll(async () => {
  if (dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  }
  rmSync(devDir, { recursive: true, force: true });
}, STOP_TIMEOUT_MS);

test('it starts with clean builds and the api running', () => {
  expect(output).not.toContain('build failed');
  expect(output).not.toContain('The api did not start');
});

test('/ is the shell from its development build, with the live-reload client', async () => {
  const page = await fetch(url, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<script src="/__dev/live-reload.js"');
  const main = await fetch(`${url}/main.js`);
  expect(main.status).toBe(200);
  // Development mode: eval source maps, not minified.
  expect(await main.text()).toContain('sourceURL=webpack-internal:///');
});

test("a remote's page is served with the files its manifest names", async () => {
  expect((await fetch(`${url}/doctors/Audiologist`, { headers: { accept: 'text/html' } })).status).toBe(200);
  const manifestUrl = (await (await fetch(`${url}/remotes.json`)).json()).mf_public as string;
  const manifest = (await (await fetch(url + manifestUrl)).json()) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const doctors = manifest.exposes.find((expose) => expose.name === 'DoctorsPage')!;
  expect(doctors.assets.js.sync.length).toBeGreaterThan(0);
  for (const file of ['remoteEntry.js', ...doctors.assets.js.sync])
    expect((await fetch(new URL(file, url + manifestUrl))).status).toBe(200);
});

test('/api answers from the api process, with the demo data', async () => {
  expect(await (await fetch(`${url}/api/health`)).json()).toMatchObject({ success: true, database: 'up' });
  const list = (await (await fetch(`${url}/api/doctor/list`)).json()) as { doctors: unknown[] };
  expect(list.doctors.length).toBeGreaterThan(0);
});

test(
  'stopping it stops the api process too',
  async () => {
    const apiPort = Number(/api: ready in .* \(http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
    expect(await isListening(apiPort)).toBe(true);
    const exited = new Promise<number | null>((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await isListening(Number(new URL(url).port))).toBe(false);
    expect(await isListening(apiPort)).toBe(false);
  },
  STOP_TIMEOUT_MS,
);

// The api as it runs in production: its own bundle, in a child process, over real sockets.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePortIn } from '../../support/ports';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildServer } from '../../../build.mjs';

export const JWT_SECRET = 'reliability-suite-secret-0123456789abcdef';

/**
 * Bundles the current sources (api/dist may be stale or half-written while turbo builds beside the
 * tests). Inside api/node_modules/.cache, where the bundle's npm imports resolve and git looks away.
 */
async function bundleApi(): Promise<{ bundle: string; remove: () => void }> {
  const cache = fileURLToPath(new URL('../../../node_modules/.cache', import.meta.url));
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'reliability-'));
  await buildServer(path.join(dir, 'dist'));
  return { bundle: path.join(dir, 'dist', 'server.mjs'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The api's bundle for a test: the one jest's global setup made for the whole run (API_TEST_BUNDLE, from
 * global-setup.ts; a bundle costs ≈1.3 s of a core, and four suites ask for seven), which only the
 * global teardown removes; or, when a file runs without that setup, one of its own.
 */
export async function buildApi(): Promise<{ bundle: string; remove: () => void }> {
  const shared = process.env.API_TEST_BUNDLE;
  return shared ? { bundle: shared, remove: () => {} } : bundleApi();
}

export interface ApiProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

const running = new Set<ChildProcess>();

/** Starts the bundle on a port in 4700-4799 and resolves once /api/health answers 200. */
/** How long a started api may take to answer: over a minute beside the other suites on a slow day. */
const START_MS = 180_000;

export async function startApi(bundle: string, env: Record<string, string>, port?: number): Promise<ApiProcess> {
  port ??= await freePortIn(4700, 4799);
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      JWT_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      // The load tests book with hundreds of accounts opened a moment before; the budget has its own test.
      NEW_ACCOUNT_BOOKINGS_PER_HOUR: '1000000',
      UNVERIFIED_ACTIVE_BOOKINGS: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => (running.delete(child), resolve(code))));
  const url = `http://127.0.0.1:${port}`;
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  for (const deadline = Date.now() + START_MS; ;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}: ${output}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`the api did not answer within ${START_MS / 1000} s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, pid: child.pid!, child, exited, output: () => output, kill };
}

/** For afterAll: whatever this file started and is still running. */
export async function killAllApis() {
  await Promise.all(
    [...running].map((child) => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGKILL')))),
  );
}

/** Runs every step even when one fails (each thing started is cleaned up), then reports the first failure. */
export async function cleanUp(...steps: (() => unknown)[]) {
  const failures: unknown[] = [];
  for (const step of steps)
    await Promise.resolve()
      .then(step)
      .catch((error: unknown) => failures.push(error));
  if (failures.length) throw failures[0];
}

/** Awaits all, keeping what succeeded (for afterAll to clean up) even when another failed. */
export async function settleAll(...work: Promise<unknown>[]) {
  for (const result of await Promise.allSettled(work)) if (result.status === 'rejected') throw result.reason;
}

/** JSON over HTTP with a deadline, so a hung api fails the test instead of stalling it. */
export async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
  timeoutMs = 10_000,
) {
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    body = { unparsed: text };
  }
  return { status: res.status, body };
}

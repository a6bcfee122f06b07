import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEPLOYED_REMOTES } from './deployed-remotes';
import { NGINX_DIR, REPO_ROOT, run, scratchDir } from './support';

// The gateway as deployed, on this machine: the repo's nginx configuration rendered by its own script and
// run by real nginx, in front of the api's own bundle (built here from the current sources) and a stand-in
// for the frontends' containers.

const running = new Set<ChildProcess>();

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function waitForAnswer(url: string, child: ChildProcess, output: () => string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited with ${child.exitCode}: ${output()}`);
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${url} did not answer within a minute: ${output()}`);
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-10_000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-10_000)));
  return { child, output: () => output };
}

/**
 * Bundles the api from the current sources (api/dist may be stale, or being rebuilt beside the tests),
 * inside api/node_modules/.cache, where the bundle's npm imports resolve and git looks away.
 */
export function buildApiBundle(): { bundle: string; remove: () => void } {
  const cache = path.join(REPO_ROOT, 'api', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'deploy-'));
  const builder = pathToFileURL(path.join(REPO_ROOT, 'api', 'build.mjs')).href;
  const built = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `await (await import(${JSON.stringify(builder)})).buildServer(${JSON.stringify(path.join(dir, 'dist'))});`,
    ],
    { encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`the api bundle could not be built: ${built.stderr}`);
  return { bundle: path.join(dir, 'dist', 'server.mjs'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The api bundle on a port of its own, on a throwaway PGlite; resolves once it answers. */
export async function startApi(bundle: string, env: Record<string, string>) {
  const port = await freePort();
  const api = start(process.execPath, [bundle], {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'deploy-suite-secret-0123456789abcdef',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  });
  await waitForAnswer(`http://127.0.0.1:${port}/api/health`, api.child, api.output);
  return `127.0.0.1:${port}`;
}

/** Answers every request 200 with a little HTML: the shell's, the render service's and the remotes' containers. */
export async function startFrontendStandIn(): Promise<{ address: string; server: Server }> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>clinic</title>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { address: `127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Renders the gateway role with render.sh and runs it with real nginx; resolves with its origin. */
export async function startGateway(upstreams: { api: string; frontends: string }, env: Record<string, string> = {}) {
  const dir = scratchDir('live-gateway-');
  const port = await freePort();
  const rendered = run('sh', [path.join(NGINX_DIR, 'render.sh')], {
    env: {
      PATH: process.env.PATH,
      NGINX_ROLE: 'gateway',
      NGINX_CONF_DIR: path.join(dir, 'conf'),
      NGINX_RUN_DIR: path.join(dir, 'run'),
      // nginx's workers run as whoever runs the tests, so they can write its temporary files.
      NGINX_USER: userInfo().username,
      NGINX_ACCESS_LOG: 'off',
      LISTEN_PORT: String(port),
      API_UPSTREAMS: upstreams.api,
      ...Object.fromEntries(
        ['SHELL', 'RENDER', ...DEPLOYED_REMOTES.map((r) => r.variable)].map((name) => [`${name}_UPSTREAM`, upstreams.frontends]),
      ),
      ...env,
    },
  });
  if (rendered.status !== 0) throw new Error(rendered.stderr);
  const nginx = start('nginx', ['-c', path.join(dir, 'conf', 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    PATH: process.env.PATH,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${origin}/gateway-health`, nginx.child, nginx.output);
  return origin;
}

/** Stops everything this file started. */
export async function stopAll() {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>(
          (resolve) => (child.once('exit', () => resolve()), child.kill(child.spawnfile === 'nginx' ? 'SIGQUIT' : 'SIGTERM')),
        ),
    ),
  );
}

/** A POST from a chosen address of this machine's 127.0.0.0/8, so each test client is a client of its own. */
export function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

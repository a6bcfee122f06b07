import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { createApiProxy } from './api-proxy';
import { watchApi } from './api-watch';
import { buildDevServer } from './dev-server';
import { DEV_DIR, devFrontends } from './dev-paths';
import { loadDevConfig, watchFrontends, type BuildRound } from './frontend-watch';
import { LiveReload } from './live-reload';

/** Not npm start's 8080: both may run at once (each with its own database). */
const DEFAULT_DEV_PORT = 5173;

const log = (line: string) => console.log(`dev │ ${line}`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `npm run dev`: the whole site on one URL from the sources. The shell and the four remotes are compiled
 * by webpack in development mode and recompiled on save, and every open page reloads when they are
 * written; the api runs in its own process, restarted when its code changes, behind `/api`.
 */
async function main() {
  const began = Date.now();
  if (path.relative(REPO_ROOT, DEV_DIR).startsWith('..'))
    throw new Error(`DEV_DIR=${DEV_DIR} must be inside ${REPO_ROOT}: the api's bundle finds its packages from there`);
  const port = Number(process.env.DEV_PORT ?? DEFAULT_DEV_PORT);
  const host = process.env.HOST ?? '127.0.0.1';
  const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;

  // Registered first: Ctrl-C during the first builds still stops the api process.
  const closers: Array<() => Promise<unknown>> = [];
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    log(`${signal} received, stopping (saving the build cache for the next start)…`);
    // Each closes on its own: on Ctrl-C the terminal has signalled the api and esbuild as well.
    const results = await Promise.allSettled(closers.map((close) => close()));
    for (const result of results) if (result.status === 'rejected') console.error(result.reason);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const reload = new LiveReload();
  const apiPort = await freePort();
  const proxy = createApiProxy({ port: apiPort });
  const frontends = devFrontends();
  const server = await buildDevServer({ frontends, reload, api: proxy });
  // Listening first: a port in use fails before anything is compiled.
  await server.listen({ port, host });
  closers.push(() => server.close());

  const api = await watchApi({
    root: REPO_ROOT,
    outDir: path.join(DEV_DIR, 'api'),
    port: apiPort,
    proxy,
    log,
    env: {
      ...process.env,
      // The demo data as npm start has it, in a database of its own.
      DATA_DIR: process.env.DATA_DIR ?? path.join(DEV_DIR, 'data'),
      MIGRATIONS_DIR: path.join(REPO_ROOT, 'api', 'drizzle'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      // Payment return links lead back to the site, not to the api's own port.
      PUBLIC_URL: process.env.PUBLIC_URL ?? url,
      // Each visitor's address, not the proxy's, counts against the login limit (as behind nginx).
      TRUST_PROXY: '127.0.0.1',
    },
  });
  closers.push(api.close);

  let firstBuild: (round: BuildRound) => void = () => {};
  const firstRound = new Promise<BuildRound>((resolve) => (firstBuild = resolve));
  let built = false;
  const builds = watchFrontends(await Promise.all(frontends.map((frontend) => loadDevConfig(frontend))), {
    onBuilding: () => reload.building(),
    onSettled: (round) => {
      if (round.errors.length) {
        reload.failed(round.errors);
        console.error(`\n${round.errors.join('\n\n')}\n`);
        log(`build failed (${round.apps.join(', ')}): the page shows the errors until the file is fixed`);
      } else {
        reload.built();
        if (built) log(`rebuilt ${round.apps.join(', ')} in ${round.ms} ms, pages reloading`);
      }
      if (!built) firstBuild(round);
      built = true;
    },
  });
  closers.push(builds.close);

  const first = await firstRound;
  const apiUp = await api.ready;
  console.log(
    `\n  Sunrise Hearing & Speech Clinic (development) is running at ${url}\n` +
      `  ready in ${seconds(Date.now() - began)} (first builds ${seconds(first.ms)}); pages reload on save, the api restarts when its code changes\n` +
      (apiUp ? '' : '  The api did not start (see above): /api answers 503 until a change in api/src or shared/src starts it\n'),
  );
}

main().catch((error: unknown) => {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(`${(error as Error).message}: set DEV_PORT to another port`);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

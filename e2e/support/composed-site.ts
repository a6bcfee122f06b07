import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { DEMO } from './demo';
import { E2E_PORT, REPO_ROOT, TMP_DIR } from './env';
import { stopChild, waitForAnswer } from './processes';

/**
 * The production composition on this machine: the repo's nginx configuration rendered by its own scripts
 * (gateway, shell and the four remotes, each on its own port as each container would be), the render
 * service, two api processes on different ports behind the gateway, one PostgreSQL database and Redis
 * for the rate limit.
 */
export interface ComposedSite {
  baseURL: string;
  /** What each api process has logged so far (pino JSON lines). */
  apiLogs: () => string[];
  /** Stops the render service, as if its container went down. */
  stopRender: () => Promise<void>;
  stop: () => Promise<void>;
}

const NGINX = path.join(REPO_ROOT, 'deploy', 'nginx');
const REMOTES = ['public', 'patient', 'admin', 'doctor'] as const;
const DATABASE = 'clinic_composed_e2e';
export const COMPOSED_RATE_LIMIT = 5;

const serverUrl = () => new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const psql = (sql: string) => execFileSync('psql', [serverUrl().toString(), '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: 'pipe' });

function databaseUrl(): string {
  psql(`drop database if exists ${DATABASE} with (force)`);
  psql(`create database ${DATABASE}`);
  const url = serverUrl();
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

const sh = (script: string, env: Record<string, string>) =>
  execFileSync('sh', [path.join(NGINX, script)], { env: { PATH: process.env.PATH, ...env }, stdio: 'pipe' });

export async function startComposedSite(): Promise<ComposedSite> {
  const port = Number(process.env.E2E_COMPOSED_PORT ?? E2E_PORT + 200);
  const ports = {
    gateway: port,
    shell: port + 1,
    remotes: REMOTES.map((_, i) => port + 2 + i),
    api: [port + 6, port + 7],
    render: port + 8,
  };
  const baseURL = `http://127.0.0.1:${ports.gateway}`;
  const dir = path.join(TMP_DIR, 'composed-site');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // nginx's workers read the rendered files and the published builds.
  chmodSync(dir, 0o755);

  const nginxEnv = {
    NGINX_CONF_DIR: path.join(dir, 'conf'),
    NGINX_RUN_DIR: path.join(dir, 'run'),
    NGINX_USER: userInfo().username,
    NGINX_ACCESS_LOG: 'off',
  };
  const remotesJson = path.join(dir, 'remotes.json');
  sh('remotes-json.sh', { REMOTES_JSON: remotesJson, ...Object.fromEntries(REMOTES.map((r) => [`MF_${r.toUpperCase()}_VERSION`, '1'])) });
  sh('render.sh', {
    ...nginxEnv,
    NGINX_ROLE: 'shell',
    LISTEN_PORT: String(ports.shell),
    APP_ROOT: path.join(REPO_ROOT, 'shell', 'dist'),
    REMOTES_JSON: remotesJson,
  });
  REMOTES.forEach((remote, i) => {
    const releases = path.join(dir, 'releases', `mf-${remote}`);
    sh('publish-release.sh', { BUILD_DIR: path.join(REPO_ROOT, `mf-${remote}`, 'dist'), RELEASES_ROOT: releases, APP_VERSION: '1' });
    sh('render.sh', {
      ...nginxEnv,
      NGINX_ROLE: 'remote',
      SITE_NAME: `mf-${remote}`,
      LISTEN_PORT: String(ports.remotes[i]),
      APP_ROOT: releases,
    });
  });
  sh('render.sh', {
    ...nginxEnv,
    NGINX_ROLE: 'gateway',
    LISTEN_PORT: String(ports.gateway),
    API_UPSTREAMS: ports.api.map((p) => `127.0.0.1:${p}`).join(','),
    SHELL_UPSTREAM: `127.0.0.1:${ports.shell}`,
    RENDER_UPSTREAM: `127.0.0.1:${ports.render}`,
    ...Object.fromEntries(REMOTES.map((r, i) => [`MF_${r.toUpperCase()}_UPSTREAM`, `127.0.0.1:${ports.remotes[i]}`])),
  });
  const nginx = spawn('nginx', ['-c', path.join(dir, 'conf', 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let nginxErrors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));

  const apiEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'composed-site-secret-of-32-chars',
    ADMIN_EMAIL: DEMO.admin.email,
    ADMIN_PASSWORD: DEMO.admin.password,
    SEED_DEMO: 'true',
    PUBLIC_URL: baseURL,
    // nginx on this machine appends the client's address; the test names its clients in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT: String(COMPOSED_RATE_LIMIT),
    // Fifty accounts opened a moment before book at once; the hourly budget for new accounts has the api's test.
    NEW_ACCOUNT_BOOKINGS_PER_HOUR: '1000000',
    UNVERIFIED_ACTIVE_BOOKINGS: '10000',
    LOG_LEVEL: 'info',
  };
  const logs = ports.api.map(() => '');
  const apis: ChildProcess[] = [];
  let renderLog = '';
  const render = spawn(process.execPath, [path.join(REPO_ROOT, 'gateway', 'dist', 'render-server.mjs')], {
    env: { ...process.env, PORT: String(ports.render), HOST: '127.0.0.1', SITE_ORIGIN: baseURL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  render.stdout?.on('data', (chunk: Buffer) => (renderLog += chunk.toString()));
  render.stderr?.on('data', (chunk: Buffer) => (renderLog += chunk.toString()));
  try {
    // The first one migrates and seeds; the second starts on a ready database, as a scaled replica would.
    for (const [i, apiPort] of ports.api.entries()) {
      const api = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'server.mjs')], {
        env: { ...apiEnv, PORT: String(apiPort) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      api.stdout?.on('data', (chunk: Buffer) => (logs[i] += chunk.toString()));
      api.stderr?.on('data', (chunk: Buffer) => (logs[i] += chunk.toString()));
      apis.push(api);
      await waitForAnswer(`http://127.0.0.1:${apiPort}/api/health`, [api]);
    }
    await waitForAnswer(`${baseURL}/api/health`, [nginx, ...apis]);
    await waitForAnswer(`http://127.0.0.1:${ports.render}/render-health`, [render]);
  } catch (error) {
    await Promise.all([...apis.map((a) => stopChild(a, 'SIGKILL')), stopChild(render, 'SIGKILL'), stopChild(nginx, 'SIGQUIT')]);
    throw new Error(`${(error as Error).message}\nnginx: ${nginxErrors}\nrender: ${renderLog}\napi: ${logs.join('\n').slice(-2000)}`);
  }
  return {
    baseURL,
    apiLogs: () => [...logs],
    stopRender: () => stopChild(render, 'SIGTERM'),
    stop: async () => {
      await Promise.all([...apis.map((a) => stopChild(a, 'SIGTERM')), stopChild(render, 'SIGTERM'), stopChild(nginx, 'SIGQUIT')]);
      psql(`drop database if exists ${DATABASE} with (force)`);
    },
  };
}

import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { DEFAULT_REMOTES } from '../remotes-config';
import { pageSecurityHeaders, readSecurityHeaders } from '../security-headers';
import { isPageRequest } from '../site-plugin';
import type { HeaderList } from '../nginx-header-snippet';
import type { DevFrontend } from './dev-paths';
import { LIVE_RELOAD_EVENTS, LIVE_RELOAD_SCRIPT, type LiveReload } from './live-reload';

export interface DevServerOptions {
  /** The shell (mounted at `/`) and the remotes, each served from its development build. */
  frontends: DevFrontend[];
  reload: LiveReload;
  /** Handles every `/api` request. */
  api: (request: IncomingMessage, response: ServerResponse) => void;
}

const CLIENT = new URL('./live-reload-client.js', import.meta.url);

/**
 * The deployment's page headers, with one difference: the development builds' eval source maps need
 * `'unsafe-eval'`. Everything else the CSP forbids (an inline script, a foreign host) fails here as it
 * would in production.
 */
export const devSecurityHeaders = (headers: HeaderList = readSecurityHeaders()): HeaderList =>
  headers.map(([name, value]) =>
    name.toLowerCase() === 'content-security-policy'
      ? [name, value.replace(/script-src([^;]*)/, "script-src$1 'unsafe-eval'")]
      : [name, value],
  );

const isApi = (url = '') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * `npm run dev`'s one origin, laid out as `npm start`'s: the shell at `/`, each remote under
 * `/mf/<name>/`, `/remotes.json` naming them, `/api` passed to the api process. Every file is revalidated
 * (names carry no hash in development) and waits while a build is being written. Pages render in the
 * browser: the shell's index.html, with the live-reload client.
 */
export async function buildDevServer({ frontends, reload, api }: DevServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    // `/api` is answered before Fastify reads a byte of it, so bodies and uploads reach the api untouched.
    serverFactory: (handler) =>
      http.createServer((request, response) => (isApi(request.url) ? api(request, response) : handler(request, response))),
  });
  const shell = frontends.find((frontend) => frontend.mount === '/');
  if (!shell) throw new Error('the shell (mounted at /) is missing from the frontends');

  // `/api` never reaches Fastify here (serverFactory above): every answer gets the page headers.
  pageSecurityHeaders(app, devSecurityHeaders());
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/__dev/')) await reload.settled();
  });

  app.get(LIVE_RELOAD_EVENTS, (request, reply) => {
    reply.hijack();
    reload.connect(request.raw, reply.raw);
  });
  app.get(LIVE_RELOAD_SCRIPT, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(await readFile(CLIENT, 'utf8')),
  );
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(DEFAULT_REMOTES));

  const setHeaders = (reply: { header: (name: string, value: string) => unknown }) => reply.header('Cache-Control', 'no-cache');
  for (const [index, frontend] of [shell, ...frontends.filter((f) => f !== shell)].entries()) {
    await app.register(fastifyStatic, { root: frontend.out, prefix: frontend.mount, index: false, decorateReply: index === 0, setHeaders });
  }

  const servePage = async (_request: FastifyRequest, reply: FastifyReply) => {
    const html = await readFile(path.join(shell.out, 'index.html'), 'utf8').catch(() => undefined);
    reply.header('cache-control', 'no-cache');
    if (html === undefined)
      return reply.code(503).type('text/plain; charset=utf-8').send('The shell has not been built yet: see the terminal of npm run dev');
    return reply.type('text/html; charset=utf-8').send(reload.inject(html));
  };
  app.get('/', servePage);
  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) return reply.code(404).type('text/plain').send('Not found');
    return servePage(request, reply);
  });
  // Event streams never end on their own: ended first, or closing would wait for them.
  app.addHook('preClose', async () => reload.close());
  return app;
}

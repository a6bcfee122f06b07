import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cache-headers';
import { readRemotesConfig } from './remotes-config';
import { distOf, REMOTE_APPS } from './paths';

export interface SiteOptions {
  remotesFile?: string;
  /** Published remote versions, served under `/releases/<remote>/<version>/`. */
  releasesDir: string;
}

const setHeaders = (reply: { header: (name: string, value: string) => unknown }, filePath: string) =>
  reply.header('Cache-Control', cacheControlFor(filePath));

/** The frontends on one origin: the shell at `/`, each remote under `/mf/<name>/`, and `/remotes.json` (compressed by registerCompression). */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readRemotesConfig(options.remotesFile);
  });

  await app.register(fastifyStatic, { root: distOf('shell'), prefix: '/', index: ['index.html'], setHeaders, wildcard: true });
  for (const remote of REMOTE_APPS) {
    await app.register(fastifyStatic, { root: distOf(remote.dir), prefix: remote.mount, decorateReply: false, index: false, setHeaders });
  }
  mkdirSync(options.releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(options.releasesDir),
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    setHeaders,
  });

  // Client-side routes (/doctors/Neurologist, /my-appointments …) all load the shell's page.
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0]!) && request.headers.accept?.includes('text/html');
    if (!isPage) return reply.code(404).type('text/plain').send('Not found');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', distOf('shell'));
  });
}

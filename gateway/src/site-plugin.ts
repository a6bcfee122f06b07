import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-headers';
import type { PageRenderer } from './render/page-renderer';
import { languageHeaders } from './render/language-headers';
import { readRemotesConfig } from './remotes-config';
import { distOf, REMOTE_APPS } from './paths';

export interface SiteOptions {
  remotesFile?: string;
  /** Published remote versions, served under `/releases/<remote>/<version>/`. */
  releasesDir: string;
  /** Renders public pages on the server; without it every page is the shell's index.html as built. */
  renderPage?: PageRenderer;
}

const setHeaders = (reply: { header: (name: string, value: string) => unknown }, filePath: string) =>
  reply.header('Cache-Control', cacheControlFor(filePath));

/** A browser asking for a page (/doctors, /my-appointments …): not a file (no extension), and HTML accepted. */
export const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !path.extname(request.url.split('?')[0]!) &&
  Boolean(request.headers.accept?.includes('text/html'));

/** The frontends on one origin: the shell at `/`, each remote under `/mf/<name>/`, and `/remotes.json` (compressed by registerCompression). */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readRemotesConfig(options.remotesFile);
  });

  // `/` is a page like the others (below), not the index of a folder.
  await app.register(fastifyStatic, { root: distOf('shell'), prefix: '/', index: false, setHeaders, wildcard: true });
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

  // Every page (/, /doctors/Neurologist, /my-appointments …) is the shell's index.html, with the page
  // already in it where the server renders that page.
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const signals = { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] };
    const page = await options.renderPage?.(request.url, signals).catch((error: unknown) => ({ html: undefined, failure: error as Error }));
    if (page?.failure)
      request.log.warn({ err: page.failure, url: request.url }, 'page left to the browser: it could not be rendered on the server');
    if (!page?.html) return reply.sendFile('index.html', distOf('shell'));
    for (const [name, value] of Object.entries(languageHeaders(page))) reply.header(name, value);
    // 404 for an address of no page (or of a doctor not in the list), with the page that says so.
    return reply
      .code(page.status ?? 200)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  app.get('/', servePage);
  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) return reply.code(404).type('text/plain').send('Not found');
    return servePage(request, reply);
  });
}

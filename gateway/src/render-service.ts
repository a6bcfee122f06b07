import { createServer, type Server } from 'node:http';
import { languageHeaders } from './render/language-headers';
import type { PageRenderer } from './render/page-renderer';
import { applySocketLimits, socketServerOptions, type SocketLimits } from './server-limits';

const log = (level: 'warn' | 'error', msg: string, fields: Record<string, unknown>) =>
  console[level](JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields }));

/**
 * The render service's HTTP server: every page request from the gateway (nginx) is answered with the
 * shell's index.html with the page rendered in; 502 when not even index.html can be read (nginx then
 * serves the shell's own). A client that is slow or silent is cut off by `limits`.
 */
export function createRenderServer(renderPage: PageRenderer, limits: SocketLimits): Server {
  const server = createServer(socketServerOptions(limits), (request, response) => {
    const url = request.url ?? '/';
    if (url === '/render-health') return void response.writeHead(204).end();
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { allow: 'GET, HEAD' }).end();
    renderPage(url, { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] }).then(
      (page) => {
        if (page.failure)
          log('warn', 'page left to the browser: it could not be rendered on the server', { url, err: page.failure.message });
        // 404 for an address of no page (or of a doctor not in the list): nginx passes it on with the page.
        response.writeHead(page.status ?? 200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          ...languageHeaders(page),
        });
        response.end(request.method === 'HEAD' ? undefined : page.html);
      },
      (error: unknown) => {
        log('error', 'index.html could not be read', { url, err: (error as Error).message });
        response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
      },
    );
  });
  return applySocketLimits(server, limits);
}

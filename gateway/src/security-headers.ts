import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parseHeaderSnippet, type HeaderList } from './nginx-header-snippet';

/**
 * The deployment's nginx snippet of page headers (CSP, X-Frame-Options, nosniff, referrer and permissions
 * policies): the one definition of them. nginx includes it; `npm start` reads the same file, so the two
 * cannot drift. The gateway runs from the repository (gateway/src or gateway/dist, both two levels down).
 */
export const SECURITY_HEADERS_SNIPPET = new URL('../../deploy/nginx/snippets/security-headers.conf', import.meta.url);

export const readSecurityHeaders = (file: URL | string = SECURITY_HEADERS_SNIPPET): HeaderList =>
  parseHeaderSnippet(readFileSync(file, 'utf8'));

/**
 * Sends those headers with every answer outside `/api/`, as nginx does (`always`: errors and 404s too).
 * The api sets its own (helmet, api/src/http/security-headers.ts), as it does behind nginx.
 */
export function pageSecurityHeaders(app: FastifyInstance, headers: HeaderList = readSecurityHeaders()) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}

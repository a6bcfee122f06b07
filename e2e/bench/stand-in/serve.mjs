// Serves the stand-in (build.mjs) on its own port the way a static host serves a Vite build: gzip, hashed
// files cached, every other path the language's index.html; the api is the bench's site, passed through.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildStandIn } from './build.mjs';

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
};
const COMPRESSED = new Set(['.js', '.css', '.html', '.svg']);

/** Builds the stand-in in each language, then serves it; `stop()` closes it. */
export async function startStandIn(siteUrl, port) {
  let out;
  for (const language of ['en', 'hi', 'kn']) out = (await buildStandIn(language)).out;
  return serveBuilt(out, siteUrl, port, (url, language, file) => file(`index-${language}.html`));
}

/**
 * Serves a built folder: its files, the api passed through to the site, and any other path as `page`
 * answers for it (a file of the folder, or a document in memory).
 */
export async function serveBuilt(out, siteUrl, port, page) {
  const files = new Map();
  const typed = (name, body) => {
    const ext = path.extname(name);
    return { body, gzip: COMPRESSED.has(ext) ? gzipSync(body, { level: 9 }) : null, type: TYPES[ext] ?? 'application/octet-stream' };
  };
  const file = (name) => {
    if (!files.has(name)) {
      const full = path.join(out, name);
      if (!full.startsWith(out) || !existsSync(full) || !statSync(full).isFile()) return files.set(name, null).get(name);
      files.set(name, typed(name, readFileSync(full)));
    }
    return files.get(name);
  };
  const html = (text) => typed('page.html', Buffer.from(text));
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://stand-in');
    if (url.pathname.startsWith('/api/')) {
      const body = ['GET', 'HEAD'].includes(req.method)
        ? undefined
        : await new Promise((r) => {
            const parts = [];
            req.on('data', (p) => parts.push(p));
            req.on('end', () => r(Buffer.concat(parts)));
          });
      const answer = await fetch(siteUrl + req.url, {
        method: req.method,
        // The api's own token headers (token, atoken, dtoken) travel as they came; the stand-in's pages only read.
        headers: Object.fromEntries(
          ['content-type', 'accept', 'token', 'atoken', 'dtoken'].filter((h) => req.headers[h]).map((h) => [h, req.headers[h]]),
        ),
        body,
      });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      return res.end(Buffer.from(await answer.arrayBuffer()));
    }
    const language = ['hi', 'kn'].includes(url.searchParams.get('lang')) ? url.searchParams.get('lang') : 'en';
    const asset = url.pathname !== '/' && file(url.pathname.slice(1));
    const found = asset || page(url, language, file, html);
    const zipped = found.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': found.type,
      'cache-control': asset && /[-.][A-Z0-9]{8}\./.test(url.pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(zipped ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(zipped ? found.gzip : found.body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

import { createServer } from 'node:http';
import { createPageRenderer } from './render/page-renderer';
import { readOverHttp } from './render/read-over-http';

/**
 * The deployment's render service: the gateway (nginx) sends it every page request and it answers the
 * shell's index.html with the page rendered in, reading the builds and the api back through the gateway
 * (SITE_ORIGIN). When it cannot even read index.html it answers 502, and the gateway serves the shell's
 * own index.html instead; when it is down, the same.
 *   PORT          where it listens (8080)
 *   SITE_ORIGIN   the gateway as this service reaches it, e.g. http://gateway:8080 (required)
 */
const origin = process.env.SITE_ORIGIN;
if (!origin) {
  console.error('render-server: set SITE_ORIGIN, the gateway this service reads the site through');
  process.exit(1);
}
const renderPage = createPageRenderer({ read: readOverHttp(origin) });
const log = (level: 'warn' | 'error', msg: string, fields: Record<string, unknown>) =>
  console[level](JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields }));

const server = createServer((request, response) => {
  const url = request.url ?? '/';
  if (url === '/render-health') return void response.writeHead(204).end();
  if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { allow: 'GET, HEAD' }).end();
  renderPage(url).then(
    (page) => {
      if (page.failure) log('warn', 'page left to the browser: it could not be rendered on the server', { url, err: page.failure.message });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : page.html);
    },
    (error: unknown) => {
      log('error', 'index.html could not be read', { url, err: (error as Error).message });
      response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
    },
  );
});

server.listen(Number(process.env.PORT ?? 8080), process.env.HOST ?? '0.0.0.0');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

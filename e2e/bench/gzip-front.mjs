// A compressing front for the gateway, standing in for the deployment's nginx (deploy/nginx/snippets/
// compression.conf: gzip level 6 on text types from 512 bytes). The local gateway sends everything
// uncompressed, which no visitor of the real site gets, and Lighthouse would measure that instead.
import http from 'node:http';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 512;

export function startGzipFront(port, upstream) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  // Hashed assets never change under their name: compress each once, as gzip_static would serve it.
  const immutable = new Map();
  const server = http.createServer((req, res) => {
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host }, agent },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!wantsGzip || !COMPRESSIBLE.test(type) || up.headers['content-encoding'] || req.method === 'HEAD' || up.statusCode === 304) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers = { ...up.headers, vary: 'Accept-Encoding' };
          delete headers['content-length'];
          if (body.length < MIN_BYTES) {
            res.writeHead(up.statusCode ?? 200, { ...headers, 'content-length': body.length });
            return res.end(body);
          }
          const cached = /immutable/.test(String(up.headers['cache-control'] ?? '')) ? immutable.get(req.url) : undefined;
          const gz = cached ?? gzipSync(body, { level: 6 });
          if (!cached && /immutable/.test(String(up.headers['cache-control'] ?? ''))) immutable.set(req.url, gz);
          res.writeHead(up.statusCode ?? 200, { ...headers, 'content-encoding': 'gzip', 'content-length': gz.length });
          res.end(gz);
        });
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => { agent.destroy(); server.close(() => r()); server.closeAllConnections(); }) }),
    );
  });
}

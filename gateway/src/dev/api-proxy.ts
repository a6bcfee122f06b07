import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';

/** Resolves true when something accepts connections on the port. */
export const isListening = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Headers about one connection, not the message: each side has its own.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
]);
const endToEnd = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export interface ApiProxyOptions {
  port: number;
  host?: string;
  /** How long a request waits for an api that is restarting (or not up yet) before it is answered 503. */
  waitMs?: number;
}

export interface ApiProxy {
  (request: IncomingMessage, response: ServerResponse): void;
  /** Says the api is going down for a restart: requests wait for the next one instead of reaching it. */
  restarting(): void;
  /** Says the new api process has started: requests go through as soon as it listens. */
  started(): void;
  /** Says the api exited on its own (it failed to start, or crashed): requests are answered 503 at once. */
  exited(): void;
}

/**
 * Passes `/api` requests to the api process as they came (bodies, uploads and answers streamed, never
 * parsed), like the deployment's nginx in front of the api. While the api restarts after an edit, requests
 * wait for it: a page reloading at that moment gets its data a little later instead of an error.
 */
export function createApiProxy({ port, host = '127.0.0.1', waitMs = 30_000 }: ApiProxyOptions): ApiProxy {
  let up = false;
  // While restarting, the old process may still listen as it closes: nothing is sent to it.
  let apiState: 'starting' | 'restarting' | 'exited' = 'starting';

  async function waitForApi(): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    while (!up) {
      if (apiState === 'exited') return false;
      if (apiState === 'starting' && (await isListening(port, host))) up = true;
      else if (Date.now() >= deadline) return false;
      else await sleep(100);
    }
    return true;
  }

  function unavailable(response: ServerResponse) {
    if (response.headersSent) return response.destroy();
    response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
    response.end(JSON.stringify({ success: false, message: 'The api is not running: see the terminal of npm run dev' }));
  }

  function forward(request: IncomingMessage, response: ServerResponse, mayRetry: boolean) {
    const client = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'];
    const upstream = http.request(
      {
        host,
        port,
        method: request.method,
        path: request.url,
        agent: false,
        headers: {
          ...endToEnd(request.headers),
          'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${client}` : client,
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      const refused = error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET';
      if (refused) up = false;
      // Only a request without a body can be sent again: the body has gone to the api that went away.
      const bodiless = request.method === 'GET' || request.method === 'HEAD';
      if (refused && mayRetry && bodiless && !response.headersSent) {
        void waitForApi().then((ready) => (ready ? forward(request, response, false) : unavailable(response)));
        return;
      }
      unavailable(response);
    });
    response.once('close', () => upstream.destroy());
    request.pipe(upstream);
  }

  const proxy = ((request: IncomingMessage, response: ServerResponse) => {
    void waitForApi().then((ready) => (ready ? forward(request, response, true) : unavailable(response)));
  }) as ApiProxy;
  proxy.restarting = () => {
    up = false;
    apiState = 'restarting';
  };
  proxy.started = () => {
    apiState = 'starting';
  };
  proxy.exited = () => {
    up = false;
    apiState = 'exited';
  };
  return proxy;
}

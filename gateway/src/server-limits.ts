import type { Server, ServerOptions } from 'node:http';

/**
 * The render service's socket limits: the same settings, names and defaults as the api's
 * (api/src/config.ts `serverLimits`), read here so its one-file bundle takes nothing of the api with it.
 */
export interface SocketLimits {
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
}

const SETTINGS: Record<keyof SocketLimits, [name: string, fallback: number]> = {
  requestTimeoutMs: ['REQUEST_TIMEOUT_MS', 90_000],
  connectionTimeoutMs: ['CONNECTION_TIMEOUT_MS', 60_000],
  keepAliveTimeoutMs: ['KEEP_ALIVE_TIMEOUT_MS', 72_000],
  maxConnections: ['MAX_CONNECTIONS', 2048],
};
const HEADERS_TIMEOUT_MS = 30_000;

export function socketLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): SocketLimits {
  const entries = Object.entries(SETTINGS).map(([key, [name, fallback]]) => {
    const text = env[name]?.trim();
    if (!text) return [key, fallback];
    if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`${name} must be a whole number above 0, not "${text}"`);
    return [key, Number(text)];
  });
  return Object.fromEntries(entries) as SocketLimits;
}

/** Options for `http.createServer`: Node checks the header and request deadlines every checking interval. */
export function socketServerOptions(limits: SocketLimits): ServerOptions {
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(25, Math.min(5_000, Math.floor(headersTimeout / 4))),
  };
}

/** What `createServer`'s options cannot say: the idle-socket timeout and the connection cap. */
export function applySocketLimits(server: Server, limits: SocketLimits): Server {
  server.setTimeout(limits.connectionTimeoutMs);
  server.maxConnections = limits.maxConnections;
  return server;
}

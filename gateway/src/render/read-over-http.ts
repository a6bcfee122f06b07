import type { ReadSite } from './page-renderer';

/** Reads a path of the site over HTTP, from the gateway in front of it (the deployment's render service). */
export const readOverHttp =
  (origin: string, timeoutMs = 5000): ReadSite =>
  async (path) => {
    const response = await fetch(new URL(path, origin), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  };

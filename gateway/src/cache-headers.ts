import path from 'node:path';

/** Files that name what to load next must be revalidated, or a release would not be seen. */
const ALWAYS_FRESH = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
/** webpack names chunks `name.<8 hex>.ext`: their content never changes under that name. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (ALWAYS_FRESH.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

import type { FastifyInstance } from 'fastify';
import { buildApp, type ApiConfig } from '@clinic/api';
import { registerCompression } from './compression';
import { pageSecurityHeaders } from './security-headers';
import { sitePlugin } from './site-plugin';
import { createPageRenderer } from './render/page-renderer';
import { readThrough } from './render/read-through';

export interface GatewayOptions {
  /** The remotes.json override `npm run release` writes. */
  remotesFile?: string;
  /** Published remote builds, served under `/releases/`. */
  releasesDir: string;
}

/**
 * `npm start`'s one origin: the api under `/api` and every frontend, compressed and with the page headers
 * the deployment's nginx sends. Its socket limits (timeouts, connection cap) are the api's, from the same
 * configuration.
 */
export async function buildGateway(config: ApiConfig, options: GatewayOptions): Promise<FastifyInstance> {
  const app = await buildApp(config, {
    beforeApi: async (root) => {
      await registerCompression(root);
      pageSecurityHeaders(root);
    },
  });
  // Pages are rendered from the builds and the api this same process serves, read without a socket.
  const renderPage = createPageRenderer({ read: readThrough(app) });
  await app.register(sitePlugin, { remotesFile: options.remotesFile, releasesDir: options.releasesDir, renderPage });
  return app;
}

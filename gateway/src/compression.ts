import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses as the deployment's nginx does (brotli or gzip, from 512 bytes; the api's JSON too), so
 * `npm start`, the e2e suite and the bench load the same bytes a visitor does. It covers only the routes
 * registered after it, so the gateway registers it before the api and the site.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { threshold: 512, encodings: ['br', 'gzip'] });
}

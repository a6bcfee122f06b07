import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses as the deployment's nginx does (brotli or gzip, from 512 bytes; the api's JSON too), so
 * `npm start`, the e2e suite and the bench load the same bytes a visitor does. It covers only the routes
 * registered after it, so the gateway registers it before the api and the site.
 *
 * Request bodies are passed on as they came, as nginx passes them: the plugin would otherwise decode them,
 * and an upload's multipart parser, which reads the raw stream beside the decoder, then waited for ever
 * (the api refuses an encoded body with 415 instead).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { threshold: 512, encodings: ['br', 'gzip'], globalDecompression: false });
}

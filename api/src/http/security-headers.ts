import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers on every answer of this scope, from one helmet built at start. @fastify/helmet builds
 * a new one, parsing the CSP again, for every request: a tenth of the api's time per booking. A route may
 * still set its own policy with `reply.header`, which is written over these.
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}

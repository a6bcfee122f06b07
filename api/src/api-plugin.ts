import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiContext } from './context';
import { installErrorHandlers, TOO_MANY_ATTEMPTS } from './http/error-handler';
import { IMAGE_MAX_BYTES } from './features/images/image-store';
import { healthRoutes } from './features/health/routes';
import { doctorRoutes } from './features/doctors/routes';
import { userRoutes } from './features/users/routes';
import { adminRoutes } from './features/admin/routes';
import { imageRoutes } from './features/images/routes';

/**
 * Everything under `/api`, encapsulated: its compilers, security headers, CORS, limits and envelope
 * handlers do not reach the static site that the gateway serves from the same Fastify instance.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiContext & { prefix?: string }) {
  const ctx: ApiContext = { config: options.config, db: options.db, tokens: options.tokens };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);

  // No upgrade-insecure-requests: the clinic may be served over plain http (localhost, a LAN box).
  await app.register(helmet, { global: true, contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
  // Same-origin callers need nothing; other origins only when listed in CORS_ORIGINS.
  await app.register(cors, {
    origin: ctx.config.corsOrigins.length ? ctx.config.corsOrigins : false,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'token', 'atoken', 'dtoken'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: TOO_MANY_ATTEMPTS }),
  });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 } });

  // Answers carry tokens and personal data: no shared cache keeps them unless a route says otherwise.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(healthRoutes, ctx);
  await app.register(doctorRoutes, ctx);
  await app.register(userRoutes, ctx);
  await app.register(adminRoutes, ctx);
  await app.register(imageRoutes, ctx);
}

import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiContext } from './context';
import { installErrorHandlers } from './http/error-handler';
import { IMAGE_MAX_BYTES } from './features/images/image-store';
import { healthRoutes } from './features/health/routes';
import { doctorRoutes } from './features/doctors/routes';
import { userRoutes } from './features/users/routes';
import { adminRoutes } from './features/admin/routes';
import { imageRoutes } from './features/images/routes';

/**
 * Everything under `/api`, encapsulated: its security headers, CORS, limits and envelope handlers do not
 * reach the static site that the gateway serves from the same Fastify instance.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiContext & { prefix?: string }) {
  const { prefix: _mounted, ...ctx } = options;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);

  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'same-origin' } });
  await app.register(cors, { origin: ctx.config.corsOrigins.length ? ctx.config.corsOrigins : false });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many attempts, please wait a minute and try again' }),
  });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 } });

  await app.register(healthRoutes, ctx);
  await app.register(doctorRoutes, ctx);
  await app.register(userRoutes, ctx);
  await app.register(adminRoutes, ctx);
  await app.register(imageRoutes, ctx);
}

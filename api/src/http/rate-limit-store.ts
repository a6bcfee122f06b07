import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ApiConfig } from '../config';

/**
 * Where login and register attempts are counted: in this process, or in Redis when `REDIS_URL` is set,
 * so that replicas behind one gateway share a single count per address. A Redis outage must not lock
 * everyone out of signing in: the limit is then skipped (and logged) until Redis is back.
 */
export async function rateLimitStore(app: FastifyInstance, config: ApiConfig) {
  if (!config.redisUrl) return {};
  const redis = new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: true });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis (rate limit) unavailable'));
  await redis.connect().catch((error: unknown) => app.log.warn({ err: error }, 'Redis (rate limit) unreachable at start'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, skipOnError: true, nameSpace: 'clinic-auth-limit:' };
}

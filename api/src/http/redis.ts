import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A Redis connection of the api's: short timeouts, failures logged (never thrown at start: the api keeps
 * serving while Redis is away, and ioredis reconnects), closed with the app. `queueWhileDown: false`
 * makes commands fail at once while disconnected instead of waiting for Redis to come back.
 */
export async function openRedis(app: FastifyInstance, url: string, purpose: string, { queueWhileDown = true } = {}): Promise<Redis> {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: queueWhileDown, lazyConnect: true });
  redis.on('error', (error) => app.log.warn({ err: error }, `Redis (${purpose}) unavailable`));
  await redis.connect().catch((error: unknown) => app.log.warn({ err: error }, `Redis (${purpose}) unreachable at start`));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

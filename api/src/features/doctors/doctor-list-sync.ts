import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ApiConfig } from '../../config';
import type { DoctorListCache } from './doctor-list-cache';

const CHANNEL = 'clinic:doctor-list-changed';

/**
 * With Redis, a change made through one api replica drops every replica's cached doctor list, not only
 * its own, so a visitor's next read sees it whichever replica answers. Without Redis (one process) the
 * local drop is all there is. While Redis is down, the other replicas fall back to the cache's 1 s limit.
 * Returns the function that announces a change.
 */
export async function shareDoctorListChanges(app: FastifyInstance, config: ApiConfig, cache: DoctorListCache): Promise<() => Promise<void>> {
  if (!config.redisUrl) return async () => {};
  // No offline queue: a write must not wait for Redis to come back before it answers.
  const options = { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true, enableOfflineQueue: false };
  const publisher = new Redis(config.redisUrl, options);
  const subscriber = new Redis(config.redisUrl, { ...options, enableOfflineQueue: true });
  for (const connection of [publisher, subscriber]) connection.on('error', (error) => app.log.warn({ err: error }, 'Redis (doctor list) unavailable'));
  subscriber.on('message', () => cache.invalidate());
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANNEL);
  } catch (error) {
    app.log.warn({ err: error }, 'Redis (doctor list) unreachable at start; replicas will see changes within 1 s');
  }
  app.addHook('onClose', async () => {
    await Promise.all([publisher, subscriber].map((c) => c.quit().catch(() => c.disconnect())));
  });
  return async () => {
    await publisher.publish(CHANNEL, '1').catch(() => undefined);
  };
}

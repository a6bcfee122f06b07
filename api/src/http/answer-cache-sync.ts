import type { FastifyInstance } from 'fastify';
import { openRedis } from './redis';
import type { ApiConfig } from '../config';

const CHANNEL = 'clinic:doctor-list-changed';

/**
 * With Redis, a change made through one api replica drops every replica's cached public answers (the doctor
 * list, the free slots), not only its own, so a visitor's next read sees it whichever replica answers.
 * Without Redis (one process) the local drop is all there is. While Redis is down, the other replicas fall
 * back to the caches' 1 s limit. Returns the function that announces a change.
 */
export async function sharePublicAnswerChanges(app: FastifyInstance, config: ApiConfig, drop: () => void): Promise<() => Promise<void>> {
  if (!config.redisUrl) return async () => {};
  // The publisher queues nothing: a write must not wait for Redis to come back before it answers.
  const publisher = await openRedis(app, config.redisUrl, 'public answers', { queueWhileDown: false });
  const subscriber = await openRedis(app, config.redisUrl, 'public answers');
  subscriber.on('message', () => drop());
  const subscribe = () =>
    subscriber
      .subscribe(CHANNEL)
      .catch((error: unknown) => app.log.warn({ err: error }, 'Redis (public answers) unreachable; this replica sees changes within 1 s'));
  // ioredis re-subscribes after a reconnection only to channels it had subscribed: one whose first
  // subscribe failed (Redis away at start) is asked for again whenever the connection is ready.
  subscriber.on('ready', () => void subscribe());
  await subscribe();
  return async () => {
    await publisher.publish(CHANNEL, '1').catch(() => undefined);
  };
}

import type { FastifyInstance } from 'fastify';
import { openRedis } from './redis';
import type { ApiConfig } from '../config';

/**
 * Where login and register attempts are counted: in this process, or in Redis when `REDIS_URL` is set,
 * so that replicas behind one gateway share a single count per address. A Redis outage must not lock
 * everyone out of signing in: the limit is then skipped (and logged) until Redis is back.
 */
export async function rateLimitStore(app: FastifyInstance, config: ApiConfig) {
  if (!config.redisUrl) return {};
  const redis = await openRedis(app, config.redisUrl, 'rate limit');
  return { redis, skipOnError: true, nameSpace: 'clinic-auth-limit:' };
}

import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from './config';
import type { Db } from './db/client';
import type { TokenService } from './http/tokens';
import { HttpError } from './http/errors';
import type { AnswerCache } from './http/answer-cache';

/** What every feature's routes are given: configuration, the database, the token service and the public answers' cache. */
export interface ApiContext {
  config: ApiConfig;
  db: Db;
  tokens: TokenService;
  /**
   * The public answers read far more often than they change, kept for a moment: the doctor list
   * (`doctors/public-routes.ts`) and each doctor's free slots (`slots/public-routes.ts`). One change drops them all.
   */
  publicAnswers: AnswerCache;
}

/** Route config that puts a route under the login/register rate limit. */
export const authRateLimit = (config: ApiConfig) => ({ rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } });

/**
 * Route config that limits one signed-in account's calls of that route per minute, whatever address they
 * come from (shared across replicas with Redis, like the login limit). Its check is added after the
 * route's own `onRequest` hooks, so the route's role guard has already set `request.principal`.
 */
export const accountRateLimit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `account:${request.principal}` },
});

/**
 * Route config of the contact form (decision 40): `max` messages per client address in ten minutes
 * (shared across replicas with Redis, like the login limit), refused with words that say what to do.
 */
export const contactRateLimit = (max: number, message: string) => ({
  rateLimit: { max, timeWindow: '10 minutes', errorResponseBuilder: () => new HttpError(429, message) },
});

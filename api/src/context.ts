import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from './config';
import type { Db } from './db/client';
import type { TokenService } from './http/tokens';
import { HttpError } from './http/errors';
import type { AnswerCache } from './http/answer-cache';
import type { DoctorListCache } from './features/doctors/doctor-list-cache';

/** What every feature's routes are given: configuration, the database, the token service and the public answers' caches. */
export interface ApiContext {
  config: ApiConfig;
  db: Db;
  tokens: TokenService;
  doctorList: DoctorListCache;
  /** Each doctor's free slots as answered (`slots/public-routes.ts`), dropped with the doctor list. */
  slotAnswers: AnswerCache;
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

import type { ApiConfig } from './config';
import type { Db } from './db/client';
import type { TokenService } from './http/tokens';

/** What every feature's routes are given: configuration, the database and the token service. */
export interface ApiContext {
  config: ApiConfig;
  db: Db;
  tokens: TokenService;
}

/** Route config that puts a route under the login/register rate limit. */
export const authRateLimit = (config: ApiConfig) => ({ rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } });

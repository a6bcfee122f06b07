import type { ApiConfig } from './config';
import type { Db } from './db/client';
import type { TokenService } from './http/tokens';
import type { DoctorListCache } from './features/doctors/doctor-list-cache';

/** What every feature's routes are given: configuration, the database, the token service and the list cache. */
export interface ApiContext {
  config: ApiConfig;
  db: Db;
  tokens: TokenService;
  doctorList: DoctorListCache;
}

/** Route config that puts a route under the login/register rate limit. */
export const authRateLimit = (config: ApiConfig) => ({ rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } });

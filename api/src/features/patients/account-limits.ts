import type { FastifyInstance } from 'fastify';
import { calls } from '@clinic/shared/contract';
import type { ApiConfig } from '../../config';
import { accountRateLimit } from '../../context';

/** What one account could repeat to hold or churn the clinic's slots (issue 17: ten accounts took them all). */
const LIMITED_CALLS = [calls.userBook, calls.userCancel, calls.userPayment].map((c) => `${c.method} ${c.path}`);

/**
 * Puts bookings, cancels and payment starts under the per-account limit, in one place, whichever feature
 * declares them. Must be installed before the rate-limit plugin: both act when a route is declared, and
 * the plugin only sees a route's limit if this has set it first.
 */
export function limitPerAccount(app: FastifyInstance, config: ApiConfig) {
  const limit = accountRateLimit(config.accountRateLimit);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => LIMITED_CALLS.includes(`${method} ${route.url}`))) route.config = { ...route.config, ...limit };
  });
}

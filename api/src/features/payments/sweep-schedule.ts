import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { repeatEvery } from '../../repeat';
import { paymentsOf } from './payments';

/**
 * Every replica sweeps now and then and when it starts (a restart resumes what a crash left); at once
 * after any cancel, whoever made it, through the `cancelled` events (decision 54, `event-subscribers.ts`).
 */
export function scheduleCheckoutSweep(app: FastifyInstance, ctx: ApiContext, everyMs = 60_000) {
  const { sweeper } = paymentsOf(ctx, app.log);
  // sweep() logs its own failures and never rejects; the message is only the helper's fallback.
  repeatEvery(app, everyMs, () => sweeper.sweep(), 'checkout sweep failed; will try again');
  app.addHook('onReady', async () => void sweeper.sweep());
  app.addHook('onClose', async () => sweeper.idle());
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimOpenSessionsToAsk, refundsOwed, refundsStarted, staleOpenSessions } from './checkout-sessions';
import { ProviderUnavailableError, type PaymentProvider } from './provider';
import type { Settlement } from './settlement';

/** Rows a pass takes of each kind; a full batch is followed by another pass, up to a few. */
const BATCH = 100;
const MAX_PASSES = 10;

/**
 * Closes the sessions that must not stay payable, returns the payments owed back, checks the refunds
 * under way and asks about the sessions still open (a payment taken before a crash), reading all four from
 * the table. Passes never overlap in one process; a call made during
 * one gets a whole pass after it.
 */
export function createCheckoutSweeper(
  db: Db,
  provider: PaymentProvider,
  settlement: Settlement,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
) {
  /** Whether another pass is worth it (a batch was full). */
  async function pass(): Promise<boolean> {
    try {
      const stale = await staleOpenSessions(db, provider.name, BATCH);
      for (const id of stale) await settlement.expire(id);
      const owed = await refundsOwed(db, provider.name, BATCH);
      for (const id of owed) await settlement.refund(id);
      // Every pass asks about each refund under way and each session still open (one read each, oldest
      // checked first); never a reason for another pass.
      for (const id of await refundsStarted(db, provider.name, BATCH)) await settlement.checkRefund(id);
      for (const id of await claimOpenSessionsToAsk(db, provider.name, BATCH)) await settlement.reconcile(id);
      return stale.length === BATCH || owed.length === BATCH;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      // The provider is down: the rows wait in the table for the next sweep.
      log.warn({ err: error }, 'payment provider unavailable; checkout sessions are swept again later');
      return false;
    }
  }

  let running: Promise<void> | undefined;
  let again = false;
  function sweep(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let passes = 0;
      do {
        again = false;
        const more = await pass().catch((error: unknown) => {
          log.error({ err: error }, 'checkout sweep failed; will try again');
          return false;
        });
        again ||= more;
      } while (again && ++passes < MAX_PASSES);
    })().finally(() => (running = undefined));
    return running;
  }

  return { sweep, idle: () => running ?? Promise.resolve() };
}

export type CheckoutSweeper = ReturnType<typeof createCheckoutSweeper>;

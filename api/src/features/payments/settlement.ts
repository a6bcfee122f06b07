import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { findCheckoutSession, markExpired, openSessionsOf, owesRefund, touchStartedRefund } from './checkout-sessions';
import { recordPayment, recordRefundOutcome, type PaymentOutcome } from './payment-record';
import { ProviderUnavailableError, RefundRefusedError, type PaymentProvider, type SessionState } from './provider';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * What happens to checkout sessions once opened: payments recorded, sessions expired, refunds made.
 * Every step starts from the table and ends in it, so any replica, or the same one after a restart,
 * can take over where another stopped; the provider calls are safe to repeat.
 */
export function createSettlement(db: Db, provider: PaymentProvider, log: Log) {
  /**
   * Returns a payment that must go back. A refusal or an outage leaves it `refund_failed` for the sweep
   * and the admin; an outage is thrown on, so a sweep stops asking a provider that is down.
   */
  async function refund(sessionId: string): Promise<void> {
    const session = await findCheckoutSession(db, sessionId);
    if (!session || !owesRefund(session)) return;
    try {
      const { refundId, done } = await provider.refund({
        sessionId,
        paymentIntent: session.paymentIntent,
        amountPaise: session.amountPaise,
      });
      await recordRefundOutcome(db, sessionId, { kind: done ? 'refunded' : 'started', refundId });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError || error instanceof RefundRefusedError)) throw error;
      await recordRefundOutcome(db, sessionId, { kind: 'failed', error: error.message });
      log.error(
        { err: error, sessionId, appointmentId: session.appointmentId },
        'could not refund a payment; it is kept as refund_failed and retried',
      );
      if (error instanceof ProviderUnavailableError) throw error;
    }
  }

  /**
   * Asks the provider about a refund it accepted: done, still under way (checked again later), or failed
   * (owed again, retried and shown to the admin). An outage is thrown on, as for `refund`.
   */
  async function checkRefund(sessionId: string): Promise<void> {
    const session = await findCheckoutSession(db, sessionId);
    if (session?.status !== 'refund_started' || !session.refundId) return;
    const progress = await provider.refundProgress(session.refundId);
    if (progress === 'pending') return touchStartedRefund(db, sessionId);
    const outcome =
      progress === 'done'
        ? ({ kind: 'refunded', refundId: session.refundId } as const)
        : ({ kind: 'failed', error: `the provider reports refund ${session.refundId} failed` } as const);
    await recordRefundOutcome(db, sessionId, outcome);
  }

  /** After a payment was recorded: money owed back is returned now, or (provider down) by the sweep. */
  async function refundIfOwed(outcome: PaymentOutcome, sessionId: string): Promise<void> {
    if (outcome !== 'refund') return;
    await refund(sessionId).catch((error: unknown) => {
      if (!(error instanceof ProviderUnavailableError)) throw error;
    });
  }

  /** Records what the provider reports about a paid session, and refunds what does not settle the appointment. */
  async function settle(state: SessionState): Promise<PaymentOutcome> {
    const outcome = await db.transaction((tx) => recordPayment(tx, provider.name, state));
    await refundIfOwed(outcome, state.sessionId);
    return outcome;
  }

  /**
   * Closes a session at the provider. One paid before the expiry landed is recorded (and refunded when
   * it does not settle its appointment); one the provider no longer holds open is marked expired.
   */
  async function expire(sessionId: string): Promise<void> {
    const state = await provider.expire(sessionId);
    if (state?.paid) {
      if ((await settle(state)) === 'ignored') log.error({ sessionId }, 'a paid checkout session does not match its appointment');
      return;
    }
    if (!state || !state.open) await markExpired(db, sessionId);
  }

  /** Asks the provider about a session still open here (claimed by the sweep): a payment it took is recorded as the return would. */
  async function reconcile(sessionId: string): Promise<void> {
    const state = await provider.retrieve(sessionId);
    if (state?.paid && (await settle(state)) === 'ignored')
      log.error({ sessionId }, 'a paid checkout session does not match its appointment');
  }

  /** Before another checkout of an appointment: its earlier sessions can no longer be paid. */
  async function expireOpenOf(appointmentId: string): Promise<void> {
    for (const sessionId of await openSessionsOf(db, appointmentId, provider.name)) {
      try {
        await expire(sessionId);
      } catch (error) {
        // Left open for the sweep; a payment that still arrives on it is refunded if it is the second.
        if (!(error instanceof ProviderUnavailableError)) throw error;
        log.warn({ err: error, sessionId }, 'could not expire a checkout session; the sweep will');
      }
    }
  }

  return { settle, refundIfOwed, expire, expireOpenOf, refund, checkRefund, reconcile };
}

export type Settlement = ReturnType<typeof createSettlement>;

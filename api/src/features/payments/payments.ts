import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/client';
import { createCheckoutSweeper } from './checkout-sweep';
import { createDemoProvider } from './demo-provider';
import { createPaymentService } from './payment-service';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay-provider';
import { createSettlement } from './settlement';
import { createStripeProvider } from './stripe-provider';

export function selectProvider({ config, db }: Pick<ApiContext, 'config' | 'db'>): PaymentProvider {
  const { payment } = config;
  if (payment.provider === 'stripe') return createStripeProvider(payment);
  // loadConfig refuses razorpay without its keys, so `razorpay` is there whenever it is chosen.
  if (payment.provider === 'razorpay') return createRazorpayProvider(payment.razorpay!);
  return createDemoProvider(db, config.publicUrl);
}

/** The provider and what works through it: the patient's calls, the settling of sessions, the sweep. */
export function createPayments(ctx: Pick<ApiContext, 'config' | 'db'>, log: FastifyBaseLogger) {
  const provider = selectProvider(ctx);
  const settlement = createSettlement(ctx.db, provider, log);
  const sweeper = createCheckoutSweeper(ctx.db, provider, settlement, log);
  const service = createPaymentService(ctx.db, provider, settlement, sweeper, ctx.config.publicUrl);
  return { provider, settlement, sweeper, service };
}

export type Payments = ReturnType<typeof createPayments>;

const byDatabase = new WeakMap<Db, Payments>();
/** One set per api (its database), shared by the routes and the sweep, so sweeps never overlap in a process. */
export function paymentsOf(ctx: Pick<ApiContext, 'config' | 'db'>, log: FastifyBaseLogger): Payments {
  let payments = byDatabase.get(ctx.db);
  if (!payments) byDatabase.set(ctx.db, (payments = createPayments(ctx, log)));
  return payments;
}

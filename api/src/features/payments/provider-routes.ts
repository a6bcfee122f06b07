import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { demoCheckoutRoutes } from './demo-routes';
import { paymentsOf } from './payments';
import { webhookRoutes } from './webhook-routes';

/**
 * The routes the payment provider's side calls, outside the contract: Stripe's and Razorpay's webhooks (signed, no token)
 * and, with the demo provider, its checkout page and the page's two form posts.
 */
export async function paymentRoutesForProvider(app: FastifyInstance, ctx: ApiContext) {
  const { provider, service: payments } = paymentsOf(ctx, app.log);
  if (provider.name === 'stripe' && !ctx.config.payment.webhookSecret) {
    app.log.warn('STRIPE_WEBHOOK_SECRET is not set: webhooks are refused, payments are confirmed by /verify only');
  }
  if (provider.name === 'razorpay' && !ctx.config.payment.razorpay?.webhookSecret) {
    app.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: webhooks are refused, payments are confirmed by /verify only');
  }
  await app.register(webhookRoutes, { payments, provider });
  if (provider.name === 'demo') await app.register(demoCheckoutRoutes, ctx);
}

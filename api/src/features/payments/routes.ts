import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls } from '@clinic/shared/contract';
import { allLeaveDoctorList, type ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { underApi } from '../../http/route-path';
import { demoCheckoutRoutes } from './demo-routes';
import { PAYMENT_NOT_COMPLETED, PAYMENT_SUCCESSFUL } from './payment-service';
import { paymentsOf } from './payments';
import { ProviderUnavailableError } from './provider';
import { webhookRoutes } from './webhook-routes';

export const PROVIDER_UNAVAILABLE = 'Payment provider is unavailable, please try again';

/** Stripe's own error text is for the log; the patient hears that it may work on a retry (decision 18). */
async function viaProvider<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    request.log.error({ err: error }, 'payment provider failed');
    throw new HttpError(502, PROVIDER_UNAVAILABLE);
  }
}

export async function paymentRoutes(app: FastifyInstance, ctx: ApiContext) {
  // Starting, verifying and settling a payment changes no doctor and no slot.
  allLeaveDoctorList(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asPatient = requireRole(ctx.tokens, 'patient');
  const { provider, service: payments } = paymentsOf(ctx, app.log);
  if (provider.name === 'stripe' && !ctx.config.payment.webhookSecret) {
    app.log.warn('STRIPE_WEBHOOK_SECRET is not set: webhooks are refused, payments are confirmed by /verify only');
  }

  r.post(
    underApi(calls.userPayment.path),
    { onRequest: asPatient, schema: { body: calls.userPayment.request, response: { 200: calls.userPayment.response } } },
    async (request) => {
      const url = await viaProvider(request, () => payments.startPayment(request.principal, request.body.appointmentId));
      return { success: true as const, message: '', session_url: url };
    },
  );

  r.post(
    underApi(calls.userVerifyPayment.path),
    { onRequest: asPatient, schema: { body: calls.userVerifyPayment.request, response: { 200: calls.userVerifyPayment.response } } },
    async (request) => {
      const paid = await viaProvider(request, () => payments.verifyPayment(request.principal, request.body));
      // 402: the appointment is fine, its payment is what is missing (409s are about its state).
      if (!paid) throw new HttpError(402, PAYMENT_NOT_COMPLETED);
      return { success: true as const, message: PAYMENT_SUCCESSFUL, payment: true };
    },
  );

  await app.register(webhookRoutes, { payments });
  if (provider.name === 'demo') await app.register(demoCheckoutRoutes, ctx);
}

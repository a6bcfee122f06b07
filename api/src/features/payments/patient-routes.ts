import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountRateLimit, allLeaveDoctorList, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/errors';
import { PAYMENT_NOT_COMPLETED, PAYMENT_SUCCESSFUL } from './payment-service';
import { paymentsOf } from './payments';
import { ProviderUnavailableError } from './provider';

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

/** The patient starts the payment of an appointment and, back from the checkout, has it verified. */
export async function paymentRoutesForPatient(app: FastifyInstance, ctx: ApiContext) {
  // Starting and verifying a payment changes no doctor and no slot.
  allLeaveDoctorList(app);
  const { service: payments } = paymentsOf(ctx, app.log);

  contractRoute(app, ctx, 'userPayment', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => {
      const url = await viaProvider(request, () => payments.startPayment(request.principal, request.body.appointmentId));
      return { success: true as const, message: '', session_url: url };
    },
  });

  contractRoute(app, ctx, 'userVerifyPayment', {
    handler: async (request) => {
      const paid = await viaProvider(request, () => payments.verifyPayment(request.principal, request.body));
      // 402: the appointment is fine, its payment is what is missing (409s are about its state).
      if (!paid) throw new HttpError(402, PAYMENT_NOT_COMPLETED);
      return { success: true as const, message: PAYMENT_SUCCESSFUL, payment: true };
    },
  });
}

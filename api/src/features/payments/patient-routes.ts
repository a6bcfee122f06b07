import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { badRequest, HttpError } from '../../http/errors';
import { languageOf } from '../../http/language';
import { msg, phrase } from '../../i18n';
import { PAYMENT_NOT_COMPLETED, PAYMENT_SUCCESSFUL } from './payment-service';
import { paymentsOf } from './payments';
import { ProviderUnavailableError, type PaymentProvider } from './provider';
import { isSignedCallback } from './razorpay-signatures';
import { INVALID_SIGNATURE } from './webhook-routes';

export const PROVIDER_UNAVAILABLE = msg('Payment provider is unavailable, please try again');

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

const PROVIDER_LABEL = { demo: phrase('the demo checkout'), stripe: 'Stripe', razorpay: 'Razorpay' } as const;

/**
 * Each pair of calls serves its own provider; the demo checkout answers Stripe's (decision 12). Another
 * provider's call is the page's mistake, said plainly (409), never tried against the wrong provider.
 */
function through(provider: PaymentProvider, call: 'stripe' | 'razorpay') {
  const serves = call === 'razorpay' ? provider.name === 'razorpay' : provider.name !== 'razorpay';
  if (!serves)
    throw new HttpError(
      409,
      msg('This clinic takes online payments through {provider}, not {other}', {
        provider: PROVIDER_LABEL[provider.name],
        other: PROVIDER_LABEL[call],
      }),
    );
}

/** 402: the appointment is fine, its payment is what is missing (409s are about its state). */
function paidAnswer(paid: boolean) {
  if (!paid) throw new HttpError(402, PAYMENT_NOT_COMPLETED);
  return { success: true as const, message: PAYMENT_SUCCESSFUL, payment: true };
}

/** The patient starts the payment of an appointment and, back from the checkout, has it verified. */
export async function paymentRoutesForPatient(app: FastifyInstance, ctx: ApiContext) {
  const { service: payments, provider } = paymentsOf(ctx, app.log);

  contractRoute(app, ctx, 'userPayment', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => {
      through(provider, 'stripe');
      const url = await viaProvider(request, () =>
        payments.startPayment(request.principal, request.body.appointmentId, languageOf(request)),
      );
      return { success: true as const, message: '', session_url: url };
    },
  });

  contractRoute(app, ctx, 'userVerifyPayment', {
    handler: async (request) => {
      through(provider, 'stripe');
      return paidAnswer(await viaProvider(request, () => payments.verifyPayment(request.principal, request.body)));
    },
  });

  contractRoute(app, ctx, 'userPaymentRazorpay', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => {
      through(provider, 'razorpay');
      const url = await viaProvider(request, () =>
        payments.startPayment(request.principal, request.body.appointmentId, languageOf(request)),
      );
      return { success: true as const, message: '', session_url: url };
    },
  });

  /**
   * The signature proves Razorpay sent the patient back with these values; it is not proof of payment.
   * The link is then asked about like any session (decision 11): paid, in rupees, the full fee, this appointment.
   */
  contractRoute(app, ctx, 'userVerifyRazorpay', {
    handler: async (request) => {
      through(provider, 'razorpay');
      if (!isSignedCallback(request.body, ctx.config.payment.razorpay!.keySecret)) throw badRequest(INVALID_SIGNATURE);
      const { appointmentId, razorpay_payment_link_id: sessionId } = request.body;
      return paidAnswer(await viaProvider(request, () => payments.verifyPayment(request.principal, { appointmentId, sessionId })));
    },
  });
}

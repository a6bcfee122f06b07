import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../http/errors';
import { msg } from '../../i18n';
import type { PaymentService } from './payment-service';
import { InvalidWebhookError, type PaymentProvider } from './provider';

export const INVALID_SIGNATURE = 'Invalid signature';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * Stripe and Razorpay sign the exact bytes they send, so this plugin (and only it: the patient routes
 * beside it keep Fastify's JSON parser) takes JSON bodies as raw buffers. No token: the signature is the
 * credential. Each provider's route serves only that provider (the demo sends none).
 */
export async function webhookRoutes(app: FastifyInstance, { payments, provider }: { payments: PaymentService; provider: PaymentProvider }) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  const receive = async (rawBody: unknown, signature: string | undefined, eventId?: string) => {
    const body = Buffer.isBuffer(rawBody) ? rawBody : Buffer.alloc(0);
    try {
      await payments.handleWebhook(body, signature, eventId);
    } catch (error) {
      if (error instanceof InvalidWebhookError) throw badRequest(INVALID_SIGNATURE);
      throw error;
    }
    return { success: true, message: '', received: true };
  };

  app.post('/payments/stripe/webhook', async (request) => {
    if (provider.name === 'razorpay') throw conflict(msg('This clinic takes online payments through Razorpay, not Stripe'));
    return receive(request.body, header(request.headers['stripe-signature']));
  });

  app.post('/payments/razorpay/webhook', async (request) => {
    if (provider.name !== 'razorpay') throw conflict(msg('This clinic does not take online payments through Razorpay'));
    return receive(request.body, header(request.headers['x-razorpay-signature']), header(request.headers['x-razorpay-event-id']));
  });
}

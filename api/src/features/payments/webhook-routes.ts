import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/errors';
import type { PaymentService } from './payment-service';
import { InvalidWebhookError } from './provider';

export const INVALID_SIGNATURE = 'Invalid signature';

/**
 * Stripe signs the exact bytes it sends, so this plugin (and only it: the patient routes beside it keep
 * Fastify's JSON parser) takes JSON bodies as raw buffers. No token: the signature is the credential.
 */
export async function webhookRoutes(app: FastifyInstance, { payments }: { payments: PaymentService }) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.post('/payments/stripe/webhook', async (request) => {
    const header = request.headers['stripe-signature'];
    const signature = typeof header === 'string' ? header : undefined;
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      await payments.handleWebhook(body, signature);
    } catch (error) {
      if (error instanceof InvalidWebhookError) throw badRequest(INVALID_SIGNATURE);
      throw error;
    }
    return { success: true, message: '', received: true };
  });
}

import type { FastifyInstance } from 'fastify';
import { accountRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { languageOf, localize } from '../../http/language';
import { whatsappChannel } from '../messages';
import { sendPhoneCode, verifyPhone } from './phone-proof';

/** A patient proves the phone WhatsApp messages go to (decision 52): a code sent to it, typed back. */
export async function phoneRoutesForPatient(app: FastifyInstance, ctx: ApiContext) {
  // The code goes now, while the patient waits for it, not through the queue: a code that could not be
  // sent is said at once, and asked for again.
  const whatsapp = whatsappChannel(ctx.config.messages, app.log);
  app.addHook('onClose', () => whatsapp.close());

  contractRoute(app, ctx, 'userSendPhoneCode', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => ({
      success: true as const,
      message: localize(request, await sendPhoneCode(ctx.db, whatsapp, request.principal, request.body.phone, languageOf(request))),
    }),
  });

  contractRoute(app, ctx, 'userVerifyPhone', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => ({
      success: true as const,
      message: localize(request, await verifyPhone(ctx.db, request.principal, request.body.code)),
    }),
  });
}

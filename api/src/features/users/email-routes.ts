import type { FastifyInstance } from 'fastify';
import { accountRateLimit, authRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { localize } from '../../http/language';
import { confirmEmail, sendEmailLink } from './email-proof';

/** A patient proves their e-mail (decision 34): a link sent to it, opened anywhere. */
export async function emailRoutesForPatient(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'userSendEmailLink', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => ({
      success: true as const,
      message: localize(request, await sendEmailLink(ctx.db, ctx.config, request.principal)),
    }),
  });

  // No sign-in: the signed link is the permission (the address may be read on another device).
  contractRoute(app, ctx, 'userConfirmEmail', {
    config: authRateLimit(ctx.config),
    handler: async (request) => ({
      success: true as const,
      message: localize(request, await confirmEmail(ctx.db, ctx.config, request.body.token)),
    }),
  });
}

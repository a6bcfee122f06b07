import type { FastifyInstance } from 'fastify';
import { accountRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { localize } from '../../http/language';
import { clientAddress } from '../audit';
import { sendDoctorResetLink } from './reset-service';

/** The admin sends a doctor a reset link from the doctor list. */
export async function accountRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminSendDoctorReset', {
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => ({
      success: true as const,
      message: localize(request, await sendDoctorResetLink(ctx, request.body.docId, request.principal, clientAddress(request))),
    }),
  });
}

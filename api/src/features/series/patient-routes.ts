import type { FastifyInstance } from 'fastify';
import { accountRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { localize } from '../../http/language';
import { cancelRestOfSeries } from './cancel-series-service';

/** A patient cancels the rest of their own weekly series (decision 50). */
export async function seriesRoutesForPatient(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'userCancelSeries', {
    // Counted with the patient's other cancels (decision 34).
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request) => {
      const { message, ...cancelled } = await cancelRestOfSeries(ctx.db, request.principal, request.body, {
        clinicTz: ctx.config.clinicTz,
      });
      return { success: true as const, message: localize(request, message), ...cancelled };
    },
  });
}

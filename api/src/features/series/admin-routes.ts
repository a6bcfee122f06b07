import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { languageOf, localize } from '../../http/language';
import { planOrBookSeries, seriesAnswerIn } from './series-service';

/** The admin plans and books a weekly series for a patient with any doctor (decision 50). */
export async function seriesRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminBookSeries', {
    handler: async (request) => {
      const plan = await planOrBookSeries(
        ctx.db,
        { ...request.body, bookedBy: { role: 'admin', id: request.principal } },
        { clinicTz: ctx.config.clinicTz },
      );
      const { message, ...answer } = seriesAnswerIn(plan, languageOf(request));
      return { success: true as const, message: localize(request, message), ...answer };
    },
  });
}

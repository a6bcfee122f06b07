import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { languageOf, localize } from '../../http/language';
import { planOrBookSeries, seriesAnswerIn } from './series-service';

/** A doctor plans and books a weekly series for a patient with themselves only (decisions 7, 50). */
export async function seriesRoutesForDoctor(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'doctorBookSeries', {
    handler: async (request) => {
      const plan = await planOrBookSeries(
        ctx.db,
        { ...request.body, docId: request.principal, nameOnlyOwnPatients: true, bookedBy: { role: 'doctor', id: request.principal } },
        { clinicTz: ctx.config.clinicTz },
      );
      const { message, ...answer } = seriesAnswerIn(plan, languageOf(request));
      return { success: true as const, message: localize(request, message), ...answer };
    },
  });
}

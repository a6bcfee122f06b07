import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { planOrBookSeries } from './series-service';

/** The admin plans and books a weekly series for a patient with any doctor (decision 50). */
export async function seriesRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminBookSeries', {
    handler: async (request) => ({
      success: true as const,
      ...(await planOrBookSeries(ctx.db, request.body, { clinicTz: ctx.config.clinicTz })),
    }),
  });
}

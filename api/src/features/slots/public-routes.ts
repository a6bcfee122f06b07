import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { doctorSlots, serviceSlots } from './slots-service';

/** What a patient may book with a doctor now (public, like the doctor list, and like it not rate-limited). */
export async function slotRoutesForPublic(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'doctorSlots', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      days: await doctorSlots(ctx.db, request.params.docId, ctx.config.clinicTz),
    }),
  });
  contractRoute(app, ctx, 'serviceSlots', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      days: await serviceSlots(ctx.db, request.params.docId, request.params.serviceId, ctx.config.clinicTz),
    }),
  });
}

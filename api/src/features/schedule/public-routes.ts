import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { publicHours } from './clinic-hours-service';

/** The clinic's hours for everyone (the contact page and the footer read the same data the slots come from). */
export async function scheduleRoutesForPublic(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'clinicHours', {
    handler: async () => ({ success: true as const, message: '', hours: await publicHours(ctx.db, new Date(), ctx.config.clinicTz) }),
  });
}

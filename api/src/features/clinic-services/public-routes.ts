import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { listServices } from './service-repository';

/** The clinic's services with their lengths and fees, for everyone (decision 57), like the clinic's hours. */
export async function clinicServiceRoutesForPublic(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'clinicServices', {
    handler: async () => ({ success: true as const, message: '', services: await listServices(ctx.db) }),
  });
}

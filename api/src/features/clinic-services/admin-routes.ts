import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { msg } from '../../i18n';
import { writeService } from './service-repository';

/** The admin sets a service's length and fee (decision 57); the audit log records it (AUDITED_CALLS). */
export async function clinicServiceRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminUpdateService', {
    handler: async (request) => {
      if (!(await writeService(ctx.db, request.body))) throw notFound(msg('Unknown service'));
      return { success: true as const, message: msg('Service saved') };
    },
  });
}

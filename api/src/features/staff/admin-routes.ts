import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { clientAddress } from '../audit';
import { addStaff, removeStaff, staffList, type StaffActor } from './staff-service';

/** The owner's Staff page (decision 55): list, add and remove owners' fellow staff; the permissions say who may. */
export async function staffRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  const configuredEmail = ctx.config.admin.email;
  const actor = (request: FastifyRequest): StaffActor => ({ staff: request.staff, email: request.principal, ip: clientAddress(request) });

  contractRoute(app, ctx, 'adminStaff', {
    handler: async (request) => ({ success: true as const, message: '', staff: await staffList(ctx.db, configuredEmail, request.staff) }),
  });

  contractRoute(app, ctx, 'adminAddStaff', {
    status: 201,
    handler: async (request) => ({
      success: true as const,
      message: msg('Staff member added'),
      staffId: await addStaff(ctx.db, configuredEmail, request.body, actor(request)),
    }),
  });

  contractRoute(app, ctx, 'adminRemoveStaff', {
    handler: async (request) => {
      await removeStaff(ctx.db, request.body.staffId, actor(request));
      return { success: true as const, message: msg('Staff member removed') };
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { addLeave, doctorSchedule, removeLeave } from './leave-service';
import { AFFECTED_REFUSAL, answer } from './outcome-answer';

/** A doctor's own calendar (decision 44): their week as the admin set it, and their own leave. */
export async function scheduleRoutesForDoctor(app: FastifyInstance, ctx: ApiContext) {
  const tz = ctx.config.clinicTz;

  contractRoute(app, ctx, 'doctorLeave', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      schedule: await doctorSchedule(ctx.db, new Date(), tz, request.principal),
    }),
  });

  contractRoute(app, ctx, 'doctorAddLeave', {
    otherResponses: AFFECTED_REFUSAL,
    handler: async (request, reply) => {
      const { status, body } = answer(request, await addLeave(ctx.db, new Date(), tz, request.principal, request.body), (leave) => ({
        leave,
      }));
      return reply.code(status).send(body);
    },
  });

  // Only their own: another doctor's leave id is "not found", which says nothing about it.
  contractRoute(app, ctx, 'doctorDeleteLeave', {
    handler: async (request) => {
      await removeLeave(ctx.db, request.body.leaveId, request.principal);
      return { success: true as const, message: msg('Leave removed') };
    },
  });
}

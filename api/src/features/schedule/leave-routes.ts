import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { addLeave, doctorSchedule, removeLeave } from './leave-service';
import { AFFECTED_REFUSAL, answer } from './outcome-answer';

/**
 * Whose leave a member of staff reaches (decision 55): a doctor their own, the clinic's staff any doctor's
 * (the one the request names). Another doctor's leave id is "not found" to a doctor, which says nothing about it.
 */
const ownDoctor = (request: Pick<FastifyRequest, 'role' | 'principal'>) => (request.role === 'doctor' ? request.principal : undefined);

/**
 * Leave, which doctors and the clinic's staff share (decisions 44 and 55): one route handler and one service
 * for adding and one for removing, behind `leave.edit`; the spec's per-role paths are aliases of it, with the
 * same answers and texts. Adding leave over booked appointments is refused with them unless `cancelAffected`.
 */
export async function leaveRoutesForStaff(app: FastifyInstance, ctx: ApiContext) {
  const tz = ctx.config.clinicTz;

  for (const name of ['adminAddLeave', 'doctorAddLeave'] as const)
    contractRoute(app, ctx, name, {
      otherResponses: AFFECTED_REFUSAL,
      handler: async (request, reply) => {
        const { docId: named, ...leave } = { docId: undefined, ...request.body };
        const docId = ownDoctor(request) ?? named!;
        const { status, body } = answer(request, await addLeave(ctx.db, new Date(), tz, docId, leave), (added) => ({ leave: added }));
        return reply.code(status).send(body);
      },
    });

  for (const name of ['adminDeleteLeave', 'doctorDeleteLeave'] as const)
    contractRoute(app, ctx, name, {
      handler: async (request) => {
        await removeLeave(ctx.db, request.body.leaveId, ownDoctor(request));
        return { success: true as const, message: msg('Leave removed') };
      },
    });

  // A doctor's own calendar: their week as the admin set it, and their leave (the admin reads any doctor's).
  contractRoute(app, ctx, 'doctorLeave', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      schedule: await doctorSchedule(ctx.db, new Date(), tz, request.principal),
    }),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { addClosure, removeClosure, upcomingClosures } from './closure-service';
import { clinicHours, setClinicHours } from './clinic-hours-service';
import { setDoctorWeek } from './doctor-week-service';
import { doctorSchedule } from './leave-service';
import { AFFECTED_OR_CONFLICT, AFFECTED_REFUSAL, answer } from './outcome-answer';

const nothing = () => ({});

/** The admin's Schedule page (decision 44): the clinic's hours and policy, closures, each doctor's week (leave: leave-routes). */
export async function scheduleRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  const tz = ctx.config.clinicTz;

  contractRoute(app, ctx, 'adminClinicHours', {
    handler: async () => ({ success: true as const, message: '', hours: await clinicHours(ctx.db) }),
  });

  contractRoute(app, ctx, 'adminSetClinicHours', {
    otherResponses: AFFECTED_REFUSAL,
    handler: async (request, reply) => {
      const { status, body } = answer(request, await setClinicHours(ctx.db, new Date(), tz, request.body), nothing);
      return reply.code(status).send(body);
    },
  });

  contractRoute(app, ctx, 'adminClosures', {
    handler: async () => ({ success: true as const, message: '', closures: await upcomingClosures(ctx.db, new Date(), tz) }),
  });

  contractRoute(app, ctx, 'adminAddClosure', {
    otherResponses: AFFECTED_OR_CONFLICT,
    handler: async (request, reply) => {
      const { status, body } = answer(request, await addClosure(ctx.db, new Date(), tz, request.body), (closureId) => ({ closureId }));
      return reply.code(status).send(body);
    },
  });

  contractRoute(app, ctx, 'adminDeleteClosure', {
    handler: async (request) => {
      await removeClosure(ctx.db, request.body.closureId);
      return { success: true as const, message: msg('Closure removed') };
    },
  });

  contractRoute(app, ctx, 'adminDoctorSchedule', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      schedule: await doctorSchedule(ctx.db, new Date(), tz, request.query.docId),
    }),
  });

  contractRoute(app, ctx, 'adminDoctorHours', {
    otherResponses: AFFECTED_REFUSAL,
    handler: async (request, reply) => {
      const { status, body } = answer(request, await setDoctorWeek(ctx.db, new Date(), tz, request.body), nothing);
      return reply.code(status).send(body);
    },
  });
}

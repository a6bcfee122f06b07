import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';
import { recordOutcome } from './appointment-actions';
import { doctorDashboard } from './dashboard-service';
import { staffActor } from './staff-routes';

/**
 * What only a doctor does with appointments with themselves (decision 7): complete one, from its start time
 * on (decision 41), and the dashboard; the actions shared with other staff are staff-routes.
 */
export async function appointmentRoutesForDoctor(app: FastifyInstance, ctx: ApiContext) {
  const clock = { clinicTz: ctx.config.clinicTz };
  contractRoute(app, ctx, 'doctorComplete', {
    handler: async (request) => {
      await recordOutcome(ctx.db, { docId: request.principal }, request.body.appointmentId, 'isCompleted', clock, staffActor(request));
      return { success: true as const, message: msg('Appointment Completed') };
    },
  });

  contractRoute(app, ctx, 'doctorDashboard', {
    handler: async (request) => ({ success: true as const, message: '', dashData: await doctorDashboard(ctx.db, request.principal) }),
  });
}

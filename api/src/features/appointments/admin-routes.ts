import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { adminDashboard } from './dashboard-service';
import { keepAppointment } from './keep-service';
import { staffActor } from './staff-routes';

/**
 * What the admin sign-in alone does with the clinic's appointments: keep an unpaid booking, the dashboard;
 * listing, moving, cancelling and No-show are shared with doctors (staff-routes).
 */
export async function appointmentRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminKeepAppointment', {
    handler: async (request) => ({
      success: true as const,
      message: await keepAppointment(ctx.db, 'all', request.body.appointmentId, 'clinic', staffActor(request)),
    }),
  });

  contractRoute(app, ctx, 'adminDashboard', {
    handler: async () => ({
      success: true as const,
      message: '',
      dashData: await adminDashboard(ctx.db, ctx.config.newAccountBookingsPerHour),
    }),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { adminDashboard } from './dashboard-service';

/**
 * What the admin sign-in alone does with the clinic's appointments: the dashboard; listing, moving,
 * cancelling, No-show and keeping an unpaid booking are shared with doctors (staff-routes).
 */
export async function appointmentRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminDashboard', {
    handler: async () => ({
      success: true as const,
      message: '',
      dashData: await adminDashboard(ctx.db, ctx.config.newAccountBookingsPerHour),
    }),
  });
}

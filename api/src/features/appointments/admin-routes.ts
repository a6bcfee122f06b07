import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { closeAppointment } from './appointment-actions';
import { adminDashboard } from './dashboard-service';
import { listAppointments } from './list-service';

/** The admin sees and cancels every appointment of the clinic. */
export async function appointmentRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminAppointments', {
    handler: async (request) => ({ success: true as const, message: '', ...(await listAppointments(ctx.db, 'all', request.query)) }),
  });

  contractRoute(app, ctx, 'adminCancel', {
    handler: async (request) => {
      await closeAppointment(ctx.db, 'all', request.body.appointmentId, 'cancelled');
      return { success: true as const, message: 'Appointment Cancelled' };
    },
  });

  contractRoute(app, ctx, 'adminDashboard', {
    handler: async () => ({ success: true as const, message: '', dashData: await adminDashboard(ctx.db) }),
  });
}

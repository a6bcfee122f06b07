import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { underApi } from '../../http/route-path';
import { requireAdmin } from '../admin/guard';
import { closeAppointment } from './appointment-actions';
import { adminDashboard } from './dashboard-service';
import { listAppointments } from './list-service';

export async function adminAppointmentRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = requireAdmin(ctx);

  r.get(
    underApi(calls.adminAppointments.path),
    { onRequest: asAdmin, schema: { querystring: calls.adminAppointments.request, response: { 200: calls.adminAppointments.response } } },
    async (request) => ({ success: true as const, message: '', ...(await listAppointments(ctx.db, 'all', request.query)) }),
  );

  r.post(
    underApi(calls.adminCancel.path),
    { onRequest: asAdmin, schema: { body: calls.adminCancel.request, response: { 200: calls.adminCancel.response } } },
    async (request) => {
      await closeAppointment(ctx.db, 'all', request.body.appointmentId, 'cancelled');
      return { success: true as const, message: 'Appointment Cancelled' };
    },
  );

  r.get(
    underApi(calls.adminDashboard.path),
    { onRequest: asAdmin, schema: { response: { 200: calls.adminDashboard.response } } },
    async () => ({ success: true as const, message: '', dashData: await adminDashboard(ctx.db) }),
  );
}

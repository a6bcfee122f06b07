import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { underApi } from '../../http/route-path';
import { requireDoctor } from '../doctors/guard';
import { closeAppointment } from './appointment-actions';
import { doctorDashboard } from './dashboard-service';
import { listAppointments } from './list-service';

/** A doctor sees and acts on appointments with themselves only (decision 7). */
export async function doctorAppointmentRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asDoctor = requireDoctor(ctx);

  r.get(
    underApi(calls.doctorAppointments.path),
    { onRequest: asDoctor, schema: { querystring: calls.doctorAppointments.request, response: { 200: calls.doctorAppointments.response } } },
    async (request) => ({ success: true as const, message: '', ...(await listAppointments(ctx.db, { docId: request.principal }, request.query)) }),
  );

  r.post(
    underApi(calls.doctorCancel.path),
    { onRequest: asDoctor, schema: { body: calls.doctorCancel.request, response: { 200: calls.doctorCancel.response } } },
    async (request) => {
      await closeAppointment(ctx.db, { docId: request.principal }, request.body.appointmentId, 'cancelled');
      return { success: true as const, message: 'Appointment Cancelled' };
    },
  );

  r.post(
    underApi(calls.doctorComplete.path),
    { onRequest: asDoctor, schema: { body: calls.doctorComplete.request, response: { 200: calls.doctorComplete.response } } },
    async (request) => {
      await closeAppointment(ctx.db, { docId: request.principal }, request.body.appointmentId, 'isCompleted');
      return { success: true as const, message: 'Appointment Completed' };
    },
  );

  r.get(
    underApi(calls.doctorDashboard.path),
    { onRequest: asDoctor, schema: { response: { 200: calls.doctorDashboard.response } } },
    async (request) => ({ success: true as const, message: '', dashData: await doctorDashboard(ctx.db, request.principal) }),
  );
}

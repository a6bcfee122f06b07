import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls, MESSAGES } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { underApi } from '../../http/route-path';
import { closeAppointment } from './appointment-actions';
import { bookAppointment } from './booking-service';
import { listAppointments } from './list-service';

export async function patientAppointmentRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asPatient = requireRole(ctx.tokens, 'patient');
  // Booking's own statement locks and checks the patient's row (blocked, gone, at the cap): the guard
  // checks the token alone and spares the hot path a second look-up.
  const asPatientBooking = requireRole(ctx.tokens.bySignatureOnly ?? ctx.tokens, 'patient');
  const limits = { maxUpcoming: ctx.config.maxActiveBookingsPerPatient, clinicTz: ctx.config.clinicTz };

  r.post(
    underApi(calls.userBook.path),
    { onRequest: asPatientBooking, schema: { body: calls.userBook.request, response: { 201: calls.userBook.response } } },
    async (request, reply) => {
      const appointmentId = await bookAppointment(ctx.db, limits, request.principal, request.body);
      reply.code(201);
      return { success: true as const, message: MESSAGES.appointmentBooked, appointmentId };
    },
  );

  r.get(
    underApi(calls.userAppointments.path),
    { onRequest: asPatient, schema: { response: { 200: calls.userAppointments.response } } },
    async (request) => ({ success: true as const, message: '', ...(await listAppointments(ctx.db, { userId: request.principal })) }),
  );

  r.post(
    underApi(calls.userCancel.path),
    { onRequest: asPatient, schema: { body: calls.userCancel.request, response: { 200: calls.userCancel.response } } },
    async (request) => {
      await closeAppointment(ctx.db, { userId: request.principal }, request.body.appointmentId, 'cancelled');
      return { success: true as const, message: 'Appointment Cancelled' };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls } from '@clinic/shared/contract';
import { LEAVES_DOCTOR_LIST, type ApiContext } from '../../context';
import { underApi } from '../../http/route-path';
import { requireAdmin } from '../admin/guard';
import { blockPatient, cancelPatientAppointments, patientAppointments, patientPage } from './patient-service';

/** The admin's Patients page: find a patient, see their appointments, block them, cancel what they hold. */
export async function patientAdminRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = requireAdmin(ctx);

  r.get(
    underApi(calls.adminPatients.path),
    { onRequest: asAdmin, schema: { querystring: calls.adminPatients.request, response: { 200: calls.adminPatients.response } } },
    async (request) => ({ success: true as const, message: '', ...(await patientPage(ctx.db, ctx.config.clinicTz, request.query)) }),
  );

  r.get(
    underApi(calls.adminPatientAppointments.path),
    { onRequest: asAdmin, schema: { querystring: calls.adminPatientAppointments.request, response: { 200: calls.adminPatientAppointments.response } } },
    async (request) => ({ success: true as const, message: '', appointments: await patientAppointments(ctx.db, request.query.userId) }),
  );

  // Blocking touches no doctor and no slot: the cached doctor list stays.
  r.post(
    underApi(calls.adminBlockPatient.path),
    { onRequest: asAdmin, config: LEAVES_DOCTOR_LIST, schema: { body: calls.adminBlockPatient.request, response: { 200: calls.adminBlockPatient.response } } },
    async (request) => ({ success: true as const, message: await blockPatient(ctx.db, request.body.userId, request.body.blocked) }),
  );

  r.post(
    underApi(calls.adminCancelPatientAppointments.path),
    {
      onRequest: asAdmin,
      schema: { body: calls.adminCancelPatientAppointments.request, response: { 200: calls.adminCancelPatientAppointments.response } },
    },
    async (request) => {
      const { cancelled, message } = await cancelPatientAppointments(ctx.db, ctx.config.clinicTz, request.body.userId);
      return { success: true as const, message, cancelled };
    },
  );
}
